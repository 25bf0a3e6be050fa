// MARK: - take

extension ObservableType {
  /// Forwards the first `count` elements, then completes.
  ///
  /// With a `count` of zero the source is not subscribed to at all.
  @inlinable public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "count can't be negative")
    guard count > 0 else { return .empty() }
    let source = asObservable()
    return Producer { observer in
      let sink = CounterSink(observer: observer, count: count)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next:
            guard sink.count > 0 else { return }
            sink.count -= 1
            sink.forwardOn(event)
            if sink.count == 0 { sink.forwardStop(.completed) }
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }
}

// MARK: - take(while:)

/// Whether `take(while:)` also forwards the element that ends it.
public enum TakeBehavior: Sendable {
  /// Forward the element that fails the predicate, then complete.
  case inclusive
  /// Complete without forwarding the element that fails the predicate.
  case exclusive
}

extension ObservableType {
  /// Forwards elements while `predicate` holds, then completes.
  @inlinable public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next:
            guard let element = event.element else { return }
            let isTaken: Bool
            do {
              isTaken = try predicate(element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            if isTaken {
              sink.forwardOn(event)
            } else {
              if behavior == .inclusive { sink.forwardOn(event) }
              sink.forwardStop(.completed)
            }
          case .error, .completed:
            sink.forwardStop(event)
          }
        }))
      return sink
    }
  }

  /// Forwards elements until `other` emits an element, then completes; an error from `other`
  /// terminates the result, its completion is ignored.
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      let otherSubscription = SingleAssignmentDisposable()
      let sourceSubscription = SingleAssignmentDisposable()
      sink.upstream = Disposables.create(otherSubscription, sourceSubscription)
      otherSubscription.setDisposable(
        other.subscribe(handler: { event in
          switch event {
          case .next: sink.forwardStop(.completed)
          case .error(let error): sink.forwardStop(.error(error))
          case .completed: otherSubscription.dispose()
          }
        }))
      sourceSubscription.setDisposable(
        source.subscribe(handler: { event in
          if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
        }))
      return sink
    }
  }
}

/// A sink with a counter and a flag, for the counting and gating operators.
@usableFromInline final class CounterSink<Element>: Sink<Element> {
  @usableFromInline @exclusivity(unchecked) var count: Int
  @usableFromInline @exclusivity(unchecked) var flag = false

  @inlinable init(observer: @escaping (Event<Element>) -> Void, count: Int) {
    self.count = count
    super.init(observer: observer)
  }
}
