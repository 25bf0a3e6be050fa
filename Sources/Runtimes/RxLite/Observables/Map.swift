// MARK: - map

extension ObservableType {
  /// Transforms each element with `transform`; an error thrown by it terminates the sequence.
  ///
  /// - Complexity: O(1) per element, plus `transform`.
  @inlinable public func map<Result>(
    _ transform: @escaping (Element) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            let mapped: Result
            do {
              mapped = try transform(element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            sink.forwardOn(.next(mapped))
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
