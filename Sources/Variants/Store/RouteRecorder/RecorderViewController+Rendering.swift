import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

extension RecorderViewController {
  /// Brings the screen from ``rendered`` to `state`, touching only what changed.
  func render(_ state: Feature.State) {
    let old = rendered
    rendered = state
    if state.showsPermissionBanner != old.showsPermissionBanner {
      permissionBanner.isHidden = !state.showsPermissionBanner
    }
    if state.statusText != old.statusText { statusLabel.text = state.statusText }
    if state.isRecording != old.isRecording {
      startItem.isEnabled = !state.isRecording
      stopItem.isEnabled = state.isRecording
    }
    if state.mapCenter != old.mapCenter, let center = state.mapCenter {
      mapView.setCenter(center, zoomLevel: nil)
    }
    if state.isShowingFootprints != old.isShowingFootprints
      || (state.isShowingFootprints && state.footprints != old.footprints)
    {
      renderFootprints(state.isShowingFootprints ? state.footprints : nil)
    }
    if state.selectedTab != old.selectedTab {
      tabBar.selectedItem = state.selectedTab.flatMap { tabBar.item(withTag: $0.rawValue) }
    }
    if state.alert != old.alert, let alert = state.alert { present(alert) }
    if state.isShowingHistory, !old.isShowingHistory { showHistory() }
  }

  private func renderFootprints(_ footprints: [LocationCoordinate2D]?) {
    if let footprintOverlay { mapView.removeOverlays([footprintOverlay]) }
    footprintOverlay = footprints.map(Polyline.init(coordinates:))
    if let footprintOverlay { mapView.addOverlay(footprintOverlay) }
  }

  private func present(_ alert: Feature.Alert) {
    switch alert {
    case .error(let message):
      presentRouteError(message) { [weak self] in self?.store.send(.alertDismissed) }
    case .stopConfirmation:
      typealias Text = RouteRecorderStrings
      let controller = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
      controller.addAction(
        AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
          self?.store.send(.stopConfirmed)
        })
      controller.addAction(
        AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
          self?.store.send(.stopCancelled)
        })
      present(controller, animated: true)
    }
  }
}
