import Domain
import UIKitLite

// MARK: - Route recorder alerts

extension ViewController {
  /// Presents an alert with `title`, `message` and one OK button.
  func presentRouteAlert(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default))
    present(alert, animated: true)
  }

  /// Presents an `Error` alert with `message` and one OK button.
  func presentRouteError(_ message: String) {
    presentRouteAlert(title: RouteRecorderStrings.errorAlertTitle, message: message)
  }
}
