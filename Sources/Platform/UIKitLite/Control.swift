/// A view that turns user interaction into events (the stand-in for `UIControl`).
@MainActor
open class Control: View {
  /// The events a control sends (the stand-in for `UIControl.Event`).
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let touchUpInside = Event(rawValue: 1 << 0)
    public static let valueChanged = Event(rawValue: 1 << 1)
    public static let editingChanged = Event(rawValue: 1 << 2)
  }

  public var isEnabled = true {
    didSet { setNeedsDisplay() }
  }

  private var registrations: [Registration] = []

  /// Calls `action` on `target` for `events`; the control holds the target weakly, as UIKit does.
  ///
  /// Written the Swift way of `addTarget(self, action: #selector(tapped), for: …)`:
  /// `addTarget(self, action: CounterViewController.tapped, for: .touchUpInside)`.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
  ) {
    registrations.append(
      Registration(events: events, target: target, action: nil) { [weak target] in
        guard let target else { return }
        action(target)()
      })
  }

  /// Stops sending `events` to `target`.
  public func removeTarget(_ target: AnyObject, for events: Event) {
    registrations.removeAll { $0.target === target && !$0.events.isDisjoint(with: events) }
  }

  /// Calls `action`'s handler for `events` (the stand-in for `addAction(_:for:)`).
  public func addAction(_ action: Action, for events: Event) {
    registrations.append(Registration(events: events, target: nil, action: action) {
      [unowned action, unowned self] in
      action.handler(action, self)
    })
  }

  /// Stops calling `action` for `events`.
  public func removeAction(_ action: Action, for events: Event) {
    registrations.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
  }

  /// Number of live target-action and action registrations (for leak checks).
  public var registrationCount: Int {
    registrations.removeAll { $0.action == nil && $0.target == nil }
    return registrations.count
  }

  /// Delivers `events` to every registration that listens for them, in registration order.
  public func sendActions(for events: Event) {
    for registration in registrations where !registration.events.isDisjoint(with: events) {
      traceDelivery(of: events, to: registration.target) { registration.fire() }
    }
  }
}

/// A closure-based control action (the stand-in for `UIAction`).
@MainActor
public final class Action {
  let handler: (Action, Control) -> Void

  /// Creates an action; the handler receives the action and the control that sent it.
  public init(handler: @escaping (Action, Control) -> Void) {
    self.handler = handler
  }
}

@MainActor
private struct Registration {
  let events: Control.Event
  weak var target: AnyObject?
  let action: Action?
  let fire: () -> Void
}
