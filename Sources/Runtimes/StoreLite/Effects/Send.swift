/// How a running effect sends actions back into its store.
///
/// Call it like a function — `send(.searchResponse(result))` — and call ``finish()`` when the
/// work is done. After the effect finishes or is cancelled, or once its store is gone, sending
/// does nothing: a late answer never reaches the state.
@MainActor
public struct Send<Action> {
  private let deliver: @MainActor (Action) -> Void
  private let complete: @MainActor () -> Void

  /// A send that hands actions to `deliver` and reports the end of the work to `finish`.
  public init(
    send deliver: @escaping @MainActor (Action) -> Void,
    finish complete: @escaping @MainActor () -> Void = {}
  ) {
    self.deliver = deliver
    self.complete = complete
  }

  /// Sends `action` to the store, unless the effect has ended.
  public func callAsFunction(_ action: Action) {
    deliver(action)
  }

  /// Marks the effect's work as done: it stops counting as running and sends nothing more.
  public func finish() {
    complete()
  }

}
