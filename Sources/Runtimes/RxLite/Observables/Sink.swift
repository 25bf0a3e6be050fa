import Synchronization

/// The state of one operator subscription: the downstream handler, the upstream
/// subscription, and whether it has been disposed. The sink is also the disposable the
/// subscription returns.
///
/// An operator's event handler, given upstream, is a closure that captures the sink and the
/// operator's closures; operators with more state subclass the sink. Disposal is idempotent,
/// stops forwarding at once, and releases the upstream subscription (and with it the handler)
/// so that reference cycles through user closures end with the subscription.
@usableFromInline class Sink<Element>: Disposable {
  @usableFromInline final let observer: (Event<Element>) -> Void
  /// Atomic, as RxSwift's is: a sink that `observe(on:)` a background scheduler reads it on
  /// that scheduler's thread while the main thread may dispose it.
  @usableFromInline final let disposed = Atomic<Bool>(false)
  @usableFromInline @exclusivity(unchecked) final var upstream: Disposable?

  /// Whether the sink has been disposed.
  @inlinable final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable init(observer: @escaping (Event<Element>) -> Void) {
    self.observer = observer
    Resources.incrementTotal()
  }

  /// Forwards `event` downstream unless the sink has been disposed.
  @inlinable final func forwardOn(_ event: Event<Element>) {
    if !isDisposed { observer(event) }
  }

  /// Forwards an element to `next` unless the sink has been disposed: the path of the sinks of
  /// operators subscribed with separate element and stop handlers.
  @inlinable final func forwardNext(_ element: Element, to next: (Element) -> Void) {
    if !isDisposed { next(element) }
  }

  /// Forwards a stop event and disposes the sink.
  @inlinable final func forwardStop(_ event: Event<Element>) {
    forwardOn(event)
    dispose()
  }

  /// Stores the upstream subscription, or disposes it at once if the sink is already disposed.
  @inlinable final func setUpstream(_ disposable: Disposable) {
    if isDisposed {
      disposable.dispose()
    } else {
      upstream = disposable
    }
  }

  /// Disposes the upstream subscription and the operator's own resources, once.
  @usableFromInline final func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    Resources.decrementTotal()
    upstream.take()?.dispose()
    disposeResources()
  }

  /// Releases operator-specific resources (timers, inner subscriptions); called once.
  @usableFromInline func disposeResources() {}

  deinit {
    if !isDisposed { Resources.decrementTotal() }
  }
}
