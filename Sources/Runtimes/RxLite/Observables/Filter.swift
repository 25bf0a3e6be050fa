// MARK: - filter

extension ObservableType {
  /// Forwards only the elements that satisfy `predicate`; an error thrown by it terminates the
  /// sequence.
  ///
  /// - Complexity: O(1) per element, plus `predicate`.
  @inlinable public func filter(
    _ predicate: @escaping (Element) throws -> Bool
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            let isIncluded: Bool
            do {
              isIncluded = try predicate(element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            if isIncluded { sink.forwardOn(event) }
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }
}
