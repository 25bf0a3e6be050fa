import Domain
import Storyboards
import UIKitLite

/// The four tabs, each one question to the view model with the rendering in its answer.
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
    viewModel.startRecording(title: titleField.text ?? "") { [weak self] result in
      switch result {
      case .success(let progress):
        self?.showRecordingStarted(progress)
      case .failure(let failure):
        self?.tabBar.selectedItem = nil
        self?.presentRouteError(failure.message)
      }
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
    viewModel.stopRecording { [weak self] savedStatusText in
      self?.showRecordingFinished(statusText: savedStatusText)
    }
  }

  private func footprintsTabSelected() {
    viewModel.toggleFootprints { [weak self] footprints in
      self?.showFootprints(footprints)
      self?.restoreTabSelection()
    }
  }

  private func historyTabSelected() {
    restoreTabSelection()
    viewModel.openHistory { [weak self] historyViewModel in
      self?.navigationController?.pushViewController(
        HistoryViewController(viewModel: historyViewModel), animated: true)
    }
  }

  /// Start stays selected while recording; otherwise nothing is.
  private func restoreTabSelection() {
    tabBar.selectedItem = viewModel.isRecording ? startItem : nil
  }
}
