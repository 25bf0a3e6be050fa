// MARK: - flatMap, concatMap

extension ObservableType {
  /// Projects each element to a sequence and merges the events of all those sequences.
  ///
  /// Completes when the source and every inner sequence have completed; an error from any of
  /// them, or thrown by `selector`, terminates the result.
  @inlinable public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeSink.producer(source: asObservable(), maxConcurrent: .max) {
      try selector($0).asObservable()
    }
  }

  /// Projects each element to a sequence and concatenates those sequences: each is subscribed
  /// after the previous one completes (later ones wait in a queue).
  @inlinable public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    MergeSink.producer(source: asObservable(), maxConcurrent: 1) {
      try selector($0).asObservable()
    }
  }
}

// MARK: - merge

extension ObservableType where Element: ObservableConvertibleType {
  /// Merges the events of the inner sequences this sequence emits.
  @inlinable public func merge() -> Observable<Element.Element> {
    MergeSink.producer(source: asObservable(), maxConcurrent: .max) { $0.asObservable() }
  }

  /// Merges the inner sequences this sequence emits, subscribing to at most `maxConcurrent` of
  /// them at a time; the others wait in a queue.
  @inlinable public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    precondition(maxConcurrent > 0, "maxConcurrent must be positive")
    return MergeSink.producer(source: asObservable(), maxConcurrent: maxConcurrent) {
      $0.asObservable()
    }
  }

  /// Concatenates the inner sequences this sequence emits, one after another.
  @inlinable public func concat() -> Observable<Element.Element> {
    merge(maxConcurrent: 1)
  }
}

extension ObservableType {
  /// Merges the events of `sources`; completes when all of them have completed.
  @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    let sources = Array(sources)
    return Producer { observer in
      let sink = MergeSink<Element>(observer: observer, maxConcurrent: .max)
      sink.upstream = sink.group
      for source in sources {
        sink.activeCount += 1
        sink.subscribeInner(source)
      }
      sink.isStopped = true
      sink.checkCompleted()
      return sink
    }
  }

  /// Merges the events of `sources`; completes when all of them have completed.
  @inlinable public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    merge(sources[...])
  }

  /// Merges the events of `sources`; completes when all of them have completed.
  @inlinable public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources[...])
  }
}
