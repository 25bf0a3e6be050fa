// MARK: - map

extension ObservableType {
  /// Transforms each element with `transform`; an error thrown by it terminates the sequence.
  ///
  /// - Complexity: O(1) per element, plus `transform`.
  @inlinable public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer(elements: { next, stop in
      let sink = Sink(observer: stop)
      let onElement = { (element: Element) in
        let mapped: Result
        do {
          mapped = try transform(element)
        } catch {
          sink.forwardStop(.error(error))
          return
        }
        sink.forwardNext(mapped, to: next)
      }
      sink.setUpstream(
        source.subscribeElements(onElement, stop: { event in sink.forwardStop(event.stopEvent()) }))
      return sink
    })
  }
}
