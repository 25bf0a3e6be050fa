/// How a running effect sends actions back into its store: `await send(.searchResponse(r))`.
///
/// After the effect is cancelled, or once its store is gone, sending does nothing: a late
/// answer never reaches the state.
public struct Send<Action>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// A send that hands actions to `deliver`.
  public init(send deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the effect's task is cancelled.
  @MainActor
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}
