// MARK: - skip

extension ObservableType {
  /// Skips the first `count` elements and forwards the rest.
  @inlinable public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = CounterSink(observer: observer, count: count)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next:
            if sink.count <= 0 {
              sink.forwardOn(event)
            } else {
              sink.count -= 1
            }
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }

  /// Skips elements while `predicate` holds, then forwards every element.
  @inlinable public func skip(while predicate: @escaping (Element) throws -> Bool)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = CounterSink(observer: observer, count: 0)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            if !sink.flag {
              do {
                sink.flag = try !predicate(element)
              } catch {
                sink.forwardStop(.error(error))
                return
              }
            }
            if sink.flag { sink.forwardOn(event) }
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }
}
