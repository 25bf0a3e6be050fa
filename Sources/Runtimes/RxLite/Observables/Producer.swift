/// The observable behind every operator: a closure that, given the downstream event handler,
/// starts one subscription and returns it.
///
/// The closure is created by `@inlinable` operator code in the module that builds the chain,
/// so it — and every event handler it creates — is specialized for the chain's element types.
@usableFromInline final class Producer<Element>: Observable<Element> {
  @usableFromInline let run: (@escaping (Event<Element>) -> Void) -> Disposable
  @usableFromInline let isTrampolined: Bool

  /// Creates the observable; `trampolined: false` is for the few sources that RxSwift runs
  /// outside the current-thread trampoline (`just`, `empty`, `never`, `error`).
  @inlinable init(
    trampolined: Bool = true,
    _ run: @escaping (@escaping (Event<Element>) -> Void) -> Disposable
  ) {
    self.run = run
    self.isTrampolined = trampolined
    super.init()
  }

  /// Subscribes through the current-thread trampoline when it is idle, as RxSwift does, so
  /// that synchronous sources started during the subscription are drained after it.
  @usableFromInline override func subscribe(
    handler: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    guard isTrampolined else { return run(handler) }
    return CurrentThreadScheduler.subscribeTrampolined { run(handler) }
  }
}
