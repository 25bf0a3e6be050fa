import Domain
import Storyboards
import UIKitLite

/// The four tabs, each one question to the view model and the rendering of its answer.
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

  // MARK: - Tabs

  private func startTabSelected() {
    switch viewModel.startRecording(title: titleField.text ?? "") {
    case .success(let progress):
      showRecordingStarted(progress)
    case .failure(let failure):
      tabBar.selectedItem = nil
      presentRouteError(failure.message)
    }
  }

  private func stopTabSelected() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.stopConfirmed()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        self?.restoreTabSelection()
      })
    present(alert, animated: true)
  }

  private func stopConfirmed() {
    guard let savedStatusText = viewModel.stopRecording() else { return }
    showRecordingFinished(statusText: savedStatusText)
  }

  private func footprintsTabSelected() {
    showFootprints(viewModel.toggleFootprints())
    restoreTabSelection()
  }

  private func historyTabSelected() {
    restoreTabSelection()
    navigationController?.pushViewController(
      HistoryViewController(viewModel: viewModel.makeHistoryViewModel()), animated: true)
  }

  /// Start stays selected while recording; otherwise nothing is.
  private func restoreTabSelection() {
    tabBar.selectedItem = viewModel.isRecording ? startItem : nil
  }
}
