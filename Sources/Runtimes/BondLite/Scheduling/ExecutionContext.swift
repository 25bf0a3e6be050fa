/// Where a signal's events are delivered: ReactiveKit's `ExecutionContext`, the argument of
/// ``SignalProtocol/receive(on:)``.
///
///     answers
///       .receive(on: decodingQueue.context)
///       .map(decode)
///       .receive(on: mainLoop.main.context)
///
/// A context runs each thunk it is given — now, or later on another thread (a `WorkQueue`'s
/// ``WorkQueue/context``), or on the main thread (``MainQueue/context``). Where ReactiveKit's
/// context returns nothing and leaves a disposed observer to drop what arrives late, this one
/// returns what cancels a thunk not yet run: work off the main thread is work the app leaves
/// pending, so disposing an observation cancels it.
public struct ExecutionContext {
  private let context: (@escaping () -> Void) -> Disposable?

  /// A context that runs each thunk with `context`, which returns what cancels it (nil when
  /// there is nothing to cancel).
  public init(_ context: @escaping (_ thunk: @escaping () -> Void) -> Disposable?) {
    self.context = context
  }

  /// Runs `thunk` in the context.
  ///
  /// - Returns: What cancels `thunk` if it has not run, or nil when there is nothing to cancel.
  @discardableResult
  public func execute(_ thunk: @escaping () -> Void) -> Disposable? {
    context(thunk)
  }

  /// Runs each thunk at once, on the calling thread.
  public static var immediate: ExecutionContext {
    ExecutionContext { thunk in
      thunk()
      return nil
    }
  }
}
