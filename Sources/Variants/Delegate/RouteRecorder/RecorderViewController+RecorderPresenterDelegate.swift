import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// Everything the presenter tells the recorder screen, rendered.
extension RecorderViewController: RecorderPresenterDelegate {
  // MARK: - State

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdatePermissionBannerVisibility isVisible: Bool
  ) {
    permissionBanner.isHidden = !isVisible
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateStatusText text: String) {
    statusLabel.text = text
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateRecording isRecording: Bool) {
    startItem.isEnabled = !isRecording
    stopItem.isEnabled = isRecording
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateStartTabSelection isSelected: Bool
  ) {
    tabBar.selectedItem = isSelected ? startItem : nil
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didMoveMapCenterTo center: LocationCoordinate2D
  ) {
    mapView.setCenter(center, zoomLevel: nil)
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateFootprintOverlay footprints: [LocationCoordinate2D]?
  ) {
    if let footprintOverlay { mapView.removeOverlays([footprintOverlay]) }
    footprintOverlay = footprints.map(Polyline.init(coordinates:))
    if let footprintOverlay { mapView.addOverlay(footprintOverlay) }
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didFailWithMessage message: String) {
    presentRouteError(message) { [weak self] in
      self?.presenter.errorAlertDismissed()
    }
  }

  // MARK: - Requests

  func recorderPresenterDidAskToConfirmStop(_ presenter: RecorderPresenter) {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.presenter.stopConfirmed()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        self?.presenter.stopCancelled()
      })
    present(alert, animated: true)
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didRequestHistory history: HistoryPresenter
  ) {
    navigationController?.pushViewController(
      HistoryViewController(presenter: history), animated: true)
  }
}
