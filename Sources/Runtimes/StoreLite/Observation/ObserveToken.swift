import MainLoop
import Observation

/// Runs `apply` now and again after every change to the observable state it read — TCA's
/// `observe { [weak self] in … }` for UIKit. Keep the token: the observation lasts as long as
/// it does, or until ``ObserveToken/cancel()``.
///
/// `apply` runs inside `withObservationTracking`; a change schedules one re-run as a main-actor
/// task (several changes before it runs cost one re-run), which tracks afresh what it reads.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply)
  token.track()
  return token
}

/// A running ``observe(_:)``; cancelled when cancelled or freed.
@MainActor
public final class ObserveToken {
  private var apply: (@MainActor () -> Void)?

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Whether the observation still re-runs.
  public var isCancelled: Bool { apply == nil }

  /// Stops re-running; a re-run already scheduled does nothing.
  public func cancel() {
    apply = nil
  }

  func track() {
    guard let apply else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in self?.changed() }
    }
  }

  private func changed() {
    let flow = FlowTrace.enter("observe", label: "re-render", identity: ObjectIdentifier(self))
    defer { flow?.exit() }
    track()
  }
}
