import RxLite
import UIKitLite

/// Registers an ``Action`` on a control for the lifetime of one subscription.
///
/// The control owns the action; disposing removes it again. When the control itself is
/// deallocated first, the action goes with it and the subscription completes, which is what
/// ends a control's sequences on iOS.
@MainActor
final class ControlTarget<Owner: Control> {
  private weak var control: Owner?
  private weak var action: Action?
  private let events: Control.Event

  /// Sends `observer` the result of `callback` each time `control` sends one of `events`.
  init<Element>(
    control: Owner, events: Control.Event, observer: AnyObserver<Element>,
    callback: @escaping (Owner) -> Element
  ) {
    let completion = CompletionOnRelease(observer: observer)
    let action = Action { [weak control] _, _ in
      guard let control else { return }
      completion.observer.on(.next(callback(control)))
    }
    control.addAction(action, for: events)
    self.control = control
    self.action = action
    self.events = events
  }

  /// Removes the action from the control, if both are still alive.
  func dispose() {
    guard let control, let action else { return }
    control.removeAction(action, for: events)
  }
}

/// Completes an observer when released: owned only by a control's action, it is released
/// exactly when that action is removed or its control is deallocated.
private final class CompletionOnRelease<Element> {
  let observer: AnyObserver<Element>

  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }

  deinit {
    observer.on(.completed)
  }
}
