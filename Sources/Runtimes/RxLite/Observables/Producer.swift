/// The observable behind every operator: a closure that, given the downstream event handler,
/// starts one subscription and returns it.
///
/// The closure is created by `@inlinable` operator code in the module that builds the chain,
/// so it — and every event handler it creates — is specialized for the chain's element types.
/// Element-wise operators (`map`, `filter`) give a closure that takes separate element and stop
/// handlers instead, so elements pass along a chain of them without an `Event` built and read
/// back at every step.
@usableFromInline final class Producer<Element>: Observable<Element> {
  @usableFromInline let run: (@escaping (Event<Element>) -> Void) -> Disposable
  @usableFromInline let runElements:
    ((@escaping (Element) -> Void, @escaping (Event<Element>) -> Void) -> Disposable)?
  @usableFromInline let isTrampolined: Bool

  /// Creates the observable; `trampolined: false` is for the few sources that RxSwift runs
  /// outside the current-thread trampoline (`just`, `empty`, `never`, `error`).
  @inlinable init(
    trampolined: Bool = true,
    _ run: @escaping (@escaping (Event<Element>) -> Void) -> Disposable
  ) {
    self.run = run
    self.runElements = nil
    self.isTrampolined = trampolined
    super.init()
  }

  /// Creates the observable from a closure given an element handler and a stop handler.
  @inlinable init(
    elements run: @escaping (
      @escaping (Element) -> Void, @escaping (Event<Element>) -> Void
    ) -> Disposable
  ) {
    self.run = { handler in
      run({ handler(.next($0)) }, handler)
    }
    self.runElements = run
    self.isTrampolined = true
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

  @usableFromInline override var deliversElements: Bool { runElements != nil }

  @usableFromInline override func subscribe(
    next: @escaping (Element) -> Void, stop: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    guard let runElements else { return super.subscribe(next: next, stop: stop) }
    return CurrentThreadScheduler.subscribeTrampolined { runElements(next, stop) }
  }
}
