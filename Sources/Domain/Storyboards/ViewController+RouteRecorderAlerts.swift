import Domain
import UIKitLite

/// The route recorder's one-button alerts, defined once beside its layouts, for every style
/// whose view controller presents its own alerts.
extension ViewController {
  /// Presents an alert with `title`, `message` and one OK button, which calls `dismissed`.
  public func presentRouteAlert(title: String, message: String, dismissed: (() -> Void)? = nil) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(
      AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default) { _ in
        dismissed?()
      })
    present(alert, animated: true)
  }

  /// Presents an `Error` alert with `message` and one OK button, which calls `dismissed`.
  public func presentRouteError(_ message: String, dismissed: (() -> Void)? = nil) {
    presentRouteAlert(
      title: RouteRecorderStrings.errorAlertTitle, message: message, dismissed: dismissed)
  }
}
