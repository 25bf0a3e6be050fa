/// What stops a running effect's work: the value an ``Effect/run(_:)`` operation returns.
///
/// The name is Combine's, which TCA's effects were built on before async/await. Cancelling runs
/// the closure once and releases it, with whatever it captured.
@MainActor
public final class AnyCancellable {
  private var onCancel: (@MainActor () -> Void)?

  /// A cancellable that runs `cancel` when cancelled.
  public init(_ cancel: @escaping @MainActor () -> Void) {
    onCancel = cancel
  }

  /// Stops the work; harmless when called again.
  public func cancel() {
    let body = onCancel
    onCancel = nil
    body?()
  }

  /// Releases the closure without running it: the work finished on its own.
  func release() {
    onCancel = nil
  }
}
