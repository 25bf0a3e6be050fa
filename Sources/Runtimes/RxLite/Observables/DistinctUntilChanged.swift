// MARK: - distinctUntilChanged

extension ObservableType where Element: Equatable {
  /// Forwards an element only if it differs from the previous forwarded one.
  ///
  /// - Complexity: O(1) per element, plus the comparison.
  @inlinable public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Forwards an element only if its key differs from the key of the previous forwarded one.
  @inlinable public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key
  ) -> Observable<Element> {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Forwards an element only if `comparer` says it differs from the previous forwarded one.
  @inlinable public func distinctUntilChanged(
    _ comparer: @escaping (Element, Element) throws -> Bool
  ) -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Forwards an element only if the value at `keyPath` differs from the previous one's.
  @inlinable public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  ) -> Observable<Element> {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }

  /// Forwards an element only if `comparer` says its key differs from the key of the previous
  /// forwarded one; an error thrown by either closure terminates the sequence.
  @inlinable public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DistinctSink<Element, Key>(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            do {
              let key = try keySelector(element)
              if let currentKey = sink.currentKey, try comparer(currentKey, key) { return }
              sink.currentKey = key
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            sink.forwardOn(event)
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }
}

@usableFromInline final class DistinctSink<Element, Key>: Sink<Element> {
  @usableFromInline @exclusivity(unchecked) var currentKey: Key?

  @inlinable override init(observer: @escaping (Event<Element>) -> Void) {
    super.init(observer: observer)
  }
}
