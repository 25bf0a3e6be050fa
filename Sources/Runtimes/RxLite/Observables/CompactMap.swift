// MARK: - compactMap

extension ObservableType {
  /// Transforms each element with `transform` and forwards the non-`nil` results; an error
  /// thrown by `transform` terminates the sequence.
  ///
  /// - Complexity: O(1) per element, plus `transform`.
  @inlinable public func compactMap<Result>(
    _ transform: @escaping (Element) throws -> Result?
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            let mapped: Result?
            do {
              mapped = try transform(element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            if let mapped { sink.forwardOn(.next(mapped)) }
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }
}
