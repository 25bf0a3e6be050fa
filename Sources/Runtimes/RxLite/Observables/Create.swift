// MARK: - create

extension ObservableType {
  /// Creates a sequence from a subscribe closure.
  ///
  /// The closure receives an observer and returns the disposable that ends what it started.
  /// The returned sequence enforces the grammar: after a stop event further events are
  /// ignored, and the subscription is disposed.
  @inlinable public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> Disposable
  ) -> Observable<Element> {
    Producer { observer in
      let sink = AnonymousObservableSink(observer: observer)
      sink.setUpstream(subscribe(AnyObserver { sink.on($0) }))
      return sink
    }
  }
}

/// Enforces the grammar on events sent by a `create` closure.
@usableFromInline final class AnonymousObservableSink<Element>: Sink<Element> {
  @usableFromInline @exclusivity(unchecked) var isStopped = false

  @inlinable override init(observer: @escaping (Event<Element>) -> Void) {
    super.init(observer: observer)
  }

  @inlinable func on(_ event: Event<Element>) {
    guard !isStopped else { return }
    if event.isStopEvent {
      isStopped = true
      forwardStop(event)
    } else {
      forwardOn(event)
    }
  }
}
