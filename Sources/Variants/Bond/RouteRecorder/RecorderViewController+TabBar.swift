import Domain
import Storyboards
import UIKitLite

// MARK: - Tab bar

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch RouteRecorderView.Tab(rawValue: item.tag) {
    case .start: viewModel.startRecording()
    case .stop: confirmStop()
    case .footprints: viewModel.toggleFootprints()
    case .history: viewModel.showHistory()
    case nil: break
    }
  }

  /// Asks for confirmation before the view model stops recording.
  private func confirmStop() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.viewModel.stopRecording()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        self?.viewModel.keepRecording()
      })
    present(alert, animated: true)
  }
}
