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
    return Producer(elements: { next, stop in
      let sink = Sink(observer: stop)
      let onElement = { (element: Element) in
        let isIncluded: Bool
        do {
          isIncluded = try predicate(element)
        } catch {
          sink.forwardStop(.error(error))
          return
        }
        if isIncluded { sink.forwardNext(element, to: next) }
      }
      sink.setUpstream(source.subscribeElements(onElement, stop: { sink.forwardStop($0) }))
      return sink
    })
  }
}
