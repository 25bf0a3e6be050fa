import Domain
import Storyboards
import UIKitLite

// MARK: - Tab bar

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch RouteRecorderView.Tab(rawValue: item.tag) {
    case .start: startTabSelected()
    case .stop: stopTabSelected()
    case .footprints: footprintsTabSelected()
    case .history: historyTabSelected()
    case nil: break
    }
  }

  /// Highlights Start while recording, nothing otherwise.
  func restoreTabSelection() {
    tabBar.selectedItem = model.isRecording ? startItem : nil
  }

  // MARK: - User events

  private func startTabSelected() {
    model.startRecording()
    restoreTabSelection()
  }

  private func stopTabSelected() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.model.stopRecording()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        self?.restoreTabSelection()
      })
    present(alert, animated: true)
  }

  private func footprintsTabSelected() {
    model.toggleFootprints()
    restoreTabSelection()
  }

  private func historyTabSelected() {
    let history = HistoryViewController(model: model.makeHistoryModel(), mainLoop: mainLoop)
    navigationController?.pushViewController(history, animated: true)
    restoreTabSelection()
  }
}
