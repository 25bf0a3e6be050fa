// MARK: - reduce

extension ObservableType {
  /// Accumulates every element, starting from `seed`, and emits `mapResult` of the final
  /// accumulation when the source completes.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    mapResult: @escaping (A) throws -> Result
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer { observer in
      let sink = StateSink(observer: observer, state: seed)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            do {
              sink.state = try accumulator(sink.state, element)
            } catch {
              sink.forwardStop(.error(error))
            }
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            do {
              let result = try mapResult(sink.state)
              sink.forwardOn(.next(result))
              sink.forwardStop(.completed)
            } catch {
              sink.forwardStop(.error(error))
            }
          }
        }))
      return sink
    }
  }

  /// Accumulates every element, starting from `seed`, and emits the final accumulation when
  /// the source completes.
  public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A)
    -> Observable<A>
  {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }
}

// MARK: - toArray

extension ObservableType {
  /// Emits every element collected in an array when the source completes.
  ///
  /// RxSwift returns a `Single`; RxLite has no traits and returns an `Observable` that emits
  /// exactly one array.
  public func toArray() -> Observable<[Element]> {
    collect(into: [Element]()) { $0.append($1) }
  }

  private func collect<A>(into seed: A, _ accumulate: @escaping (inout A, Element) -> Void)
    -> Observable<A>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = StateSink(observer: observer, state: seed)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            accumulate(&sink.state, element)
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.forwardOn(.next(sink.state))
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }
}
