import Domain
import Storyboards
import UIKitLite

/// The four tabs, each one call to the view model and the rendering of what it returns.
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
    do throws(RecorderViewModel.StartFailure) {
      showRecordingStarted(try viewModel.startRecording(title: titleField.text ?? ""))
    } catch {
      tabBar.selectedItem = nil
      presentRouteError(error.message)
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
