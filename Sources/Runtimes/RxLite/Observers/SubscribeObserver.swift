/// The subscription behind `subscribe(_:)`, `subscribe(onNext:onError:onCompleted:onDisposed:)`
/// and `bind(onNext:)`: it enforces the grammar (nothing after a stop event or after
/// disposal), runs `onDisposed` once, and is itself the disposable the subscription returns.
///
/// The element closure is captured by the handler given upstream, and the error and completion
/// closures are cleared when the subscription ends, so that — as in RxSwift — disposing the
/// subscription releases them even while the disposable itself is still referenced (for
/// example by a variable the closures capture).
@usableFromInline final class SubscribeObserver: Disposable {
  @usableFromInline @exclusivity(unchecked) var onDisposed: (() -> Void)?
  @usableFromInline @exclusivity(unchecked) var onError: ((Swift.Error) -> Void)?
  @usableFromInline @exclusivity(unchecked) var onCompleted: (() -> Void)?
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline @exclusivity(unchecked) var isDisposed = false
  @usableFromInline @exclusivity(unchecked) var upstream: Disposable?

  @inlinable init(
    onDisposed: (() -> Void)?, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil
  ) {
    self.onDisposed = onDisposed
    self.onError = onError
    self.onCompleted = onCompleted
    Resources.incrementTotal()
  }

  /// Delivers a stop event to `onError` (with `error`) or `onCompleted` (without), then ends
  /// the subscription.
  @usableFromInline func stop(with error: Swift.Error?) {
    guard !isStopped else { return }
    isStopped = true
    let onError = self.onError.take()
    let onCompleted = self.onCompleted.take()
    if let error { onError?(error) } else { onCompleted?() }
    finish()
  }

  /// Stores the upstream subscription, or disposes it if the subscription already ended.
  @inlinable func setUpstream(_ disposable: Disposable) {
    if isDisposed { disposable.dispose() } else { upstream = disposable }
  }

  /// Ends the subscription after a stop event: `onDisposed` first, then the upstream.
  @usableFromInline func finish() {
    onError = nil
    onCompleted = nil
    guard !isDisposed else { return }
    isDisposed = true
    Resources.decrementTotal()
    onDisposed.take()?()
    upstream.take()?.dispose()
  }

  /// Ends the subscription: the upstream first, then `onDisposed`.
  @usableFromInline func dispose() {
    isStopped = true
    onError = nil
    onCompleted = nil
    guard !isDisposed else { return }
    isDisposed = true
    Resources.decrementTotal()
    upstream.take()?.dispose()
    onDisposed.take()?()
  }

  deinit {
    if !isDisposed { Resources.decrementTotal() }
  }
}
