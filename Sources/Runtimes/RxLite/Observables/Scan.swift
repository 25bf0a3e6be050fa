// MARK: - scan

extension ObservableType {
  /// Emits each intermediate result of accumulating the elements into `seed` in place.
  ///
  /// - Complexity: O(1) per element, plus `accumulator`.
  @inlinable public func scan<A>(
    into seed: A, accumulator: @escaping (inout A, Element) throws -> Void
  ) -> Observable<A> {
    let source = asObservable()
    return Producer { observer in
      let sink = StateSink(observer: observer, state: seed)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            do {
              try accumulator(&sink.state, element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            sink.forwardOn(.next(sink.state))
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }

  /// Emits each intermediate result of accumulating the elements, starting from `seed`.
  ///
  /// - Complexity: O(1) per element, plus `accumulator`.
  @inlinable public func scan<A>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A
  ) -> Observable<A> {
    scan(into: seed) { accumulated, element in
      accumulated = try accumulator(accumulated, element)
    }
  }
}

/// A sink with one piece of operator state.
///
/// The state keeps Swift's dynamic exclusivity check: user closures receive it `inout`, and a
/// re-entrant event during such a call is a programming error that must trap, as in RxSwift.
@usableFromInline final class StateSink<Element, State>: Sink<Element> {
  @usableFromInline var state: State

  @inlinable init(observer: @escaping (Event<Element>) -> Void, state: State) {
    self.state = state
    super.init(observer: observer)
  }
}
