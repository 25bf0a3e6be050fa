import MainLoop
import Observation

/// A render that runs again after every change to the observable properties it read.
///
/// `withObservationTracking` records what a closure reads and calls its `onChange` once, in
/// the `willSet` of the first of those properties to change, and then forgets the closure.
/// A screen that keeps following its model must re-arm after each change, and must re-render
/// *after* the change, not in its `willSet`. `TrackedRender` does both: `onChange` schedules
/// one turn of `loop`, which runs the render again inside a new tracking — so the properties it
/// reads this time are the ones followed next. Several changes before that turn cost one
/// render, which reads all of them.
///
/// This is what UIKit does for `@Observable` reads in `viewWillLayoutSubviews` and
/// `updateProperties()` on recent iOS, and what apps elsewhere write by hand.
///
/// A render is live from creation until ``cancel()`` (or until it is freed); a cancelled
/// render is never re-armed, and a change already scheduled does not run it.
/// ``ObservationResources/liveRenders`` counts the live ones.
@MainActor
public final class TrackedRender {
  private let loop: MainLoop
  private var render: (@MainActor () -> Void)?
  private var pending: ScheduledWork?

  /// Runs `render` now, tracked, and again on `loop` after every change to what it read.
  public init(on loop: MainLoop, _ render: @escaping @MainActor () -> Void) {
    self.loop = loop
    self.render = render
    ObservationResources.count(1)
    track()
  }

  isolated deinit {
    if render != nil { ObservationResources.count(-1) }
  }

  /// Whether the render still follows its model.
  public var isLive: Bool { render != nil }

  /// Stops following the model: nothing scheduled runs, and the tracking is not re-armed.
  public func cancel() {
    guard render != nil else { return }
    render = nil
    pending?.cancel()
    pending = nil
    ObservationResources.count(-1)
  }

  // MARK: - Tracking

  private func track() {
    guard let render else { return }
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      // Observable models here are main-actor isolated, so their `willSet` runs on it.
      MainActor.assumeIsolated { self?.willChange() }
    }
  }

  private func willChange() {
    guard render != nil, pending == nil else { return }
    pending = loop.schedule { [weak self] in self?.didChange() }
  }

  private func didChange() {
    pending = nil
    let flow = FlowTrace.enter(
      "TrackedRender", label: "re-render", identity: ObjectIdentifier(self))
    defer { flow?.exit() }
    track()
  }
}

/// Runs `render` now, tracked, and again on `loop` after every change to what it read; keep
/// the returned ``TrackedRender`` and cancel it when the screen stops following its model.
@MainActor
public func observe(on loop: MainLoop, _ render: @escaping @MainActor () -> Void)
  -> TrackedRender
{
  TrackedRender(on: loop, render)
}
