import UIKitLite

extension AlertController {
  /// The alert `state` describes; each button sends `.presented(action)` through `send`, or
  /// `.dismiss` when it has no action — TCA's `UIAlertController(store:)`.
  public convenience init<Action>(
    state: AlertState<Action>, send: @escaping @MainActor (PresentationAction<Action>) -> Void
  ) {
    self.init(title: state.title, message: state.message)
    for button in state.buttons {
      let style: AlertAction.Style =
        switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        case nil: .default
        }
      addAction(
        AlertAction(title: button.label, style: style) { _ in
          send(button.action.map { .presented($0) } ?? .dismiss)
        })
    }
  }
}

extension ViewController {
  /// Presents `alert` when it is new — set, and not the one `shown` already presented — and
  /// records it in `shown`; what TCA's UIKit navigation does for an alert in state. Call it
  /// inside `observe { }` with the state's alert, so the screen follows it.
  public func present<Action: Equatable>(
    _ alert: AlertState<Action>?, shown: inout AlertState<Action>?,
    send: @escaping @MainActor (PresentationAction<Action>) -> Void
  ) {
    defer { shown = alert }
    guard let alert, alert != shown else { return }
    present(AlertController(state: alert, send: send), animated: true)
  }
}
