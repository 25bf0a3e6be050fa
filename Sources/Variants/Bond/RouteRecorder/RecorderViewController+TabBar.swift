import Domain
import Storyboards
import UIKitLite

// MARK: - Tab bar

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch RouteRecorderView.Tab(rawValue: item.tag) {
    case .start: viewModel.startTabSelected()
    case .stop: stopTabSelected()
    case .footprints: viewModel.footprintsTabSelected()
    case .history: viewModel.historyTabSelected()
    case nil: break
    }
  }

  /// Asks for confirmation before the view model stops recording.
  private func stopTabSelected() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.viewModel.stopConfirmed()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        self?.viewModel.stopCancelled()
      })
    present(alert, animated: true)
  }
}
