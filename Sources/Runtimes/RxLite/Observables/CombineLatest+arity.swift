// MARK: - Two sources

extension ObservableType {
  /// Combines the latest elements of two sources with `resultSelector` whenever either emits,
  /// once both have emitted.
  @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let source1 = source1.asObservable()
    let source2 = source2.asObservable()
    return Producer { observer in
      let sink = CombineLatest2Sink<O1.Element, O2.Element, Element>(observer: observer)
      let result = {
        try resultSelector(sink.latest1.unsafelyUnwrapped, sink.latest2.unsafelyUnwrapped)
      }
      sink.subscriptions[0].setDisposable(
        source1.subscribe(handler: { event in
          guard case .next(let value) = event else { return sink.stop(0, event) }
          sink.latest1 = value
          sink.next(0, result: result)
        }))
      sink.subscriptions[1].setDisposable(
        source2.subscribe(handler: { event in
          guard case .next(let value) = event else { return sink.stop(1, event) }
          sink.latest2 = value
          sink.next(1, result: result)
        }))
      return sink
    }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of two sources into tuples whenever either emits, once both
  /// have emitted.
  @inlinable public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> {
    Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }
}

@usableFromInline final class CombineLatest2Sink<E1, E2, Element>: CombineLatestSink<Element> {
  @usableFromInline @exclusivity(unchecked) var latest1: E1?
  @usableFromInline @exclusivity(unchecked) var latest2: E2?

  @inlinable init(observer: @escaping (Event<Element>) -> Void) {
    super.init(observer: observer, arity: 2)
  }
}

// MARK: - Three sources

extension ObservableType {
  /// Combines the latest elements of three sources with `resultSelector` whenever any emits,
  /// once all have emitted.
  @inlinable public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let source1 = source1.asObservable()
    let source2 = source2.asObservable()
    let source3 = source3.asObservable()
    return Producer { observer in
      let sink = CombineLatest3Sink<O1.Element, O2.Element, O3.Element, Element>(
        observer: observer)
      let result = {
        try resultSelector(
          sink.latest1.unsafelyUnwrapped, sink.latest2.unsafelyUnwrapped,
          sink.latest3.unsafelyUnwrapped)
      }
      sink.subscriptions[0].setDisposable(
        source1.subscribe(handler: { event in
          guard case .next(let value) = event else { return sink.stop(0, event) }
          sink.latest1 = value
          sink.next(0, result: result)
        }))
      sink.subscriptions[1].setDisposable(
        source2.subscribe(handler: { event in
          guard case .next(let value) = event else { return sink.stop(1, event) }
          sink.latest2 = value
          sink.next(1, result: result)
        }))
      sink.subscriptions[2].setDisposable(
        source3.subscribe(handler: { event in
          guard case .next(let value) = event else { return sink.stop(2, event) }
          sink.latest3 = value
          sink.next(2, result: result)
        }))
      return sink
    }
  }
}

extension ObservableType where Element == Any {
  /// Combines the latest elements of three sources into tuples whenever any emits, once all
  /// have emitted.
  @inlinable public static func combineLatest<
    O1: ObservableType, O2: ObservableType, O3: ObservableType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) {
      ($0, $1, $2)
    }
  }
}

@usableFromInline final class CombineLatest3Sink<E1, E2, E3, Element>:
  CombineLatestSink<Element>
{
  @usableFromInline @exclusivity(unchecked) var latest1: E1?
  @usableFromInline @exclusivity(unchecked) var latest2: E2?
  @usableFromInline @exclusivity(unchecked) var latest3: E3?

  @inlinable init(observer: @escaping (Event<Element>) -> Void) {
    super.init(observer: observer, arity: 3)
  }
}
