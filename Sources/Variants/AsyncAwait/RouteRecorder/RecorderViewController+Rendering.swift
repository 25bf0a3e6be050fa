import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// Everything the recorder renders: what the commands return and what the updates report.
extension RecorderViewController {
  // MARK: - Answers

  func showLoaded(_ loaded: RecorderViewModel.Loaded) {
    permissionBanner.isHidden = !loaded.showsPermissionBanner
    statusLabel.text = loaded.statusText
    if let storeError = loaded.storeError { presentRouteError(storeError.message) }
  }

  func showRecordingStarted(_ progress: RecorderViewModel.Progress) {
    startItem.isEnabled = false
    stopItem.isEnabled = true
    showProgress(progress)
  }

  func showRecordingFinished(statusText: String) {
    startItem.isEnabled = true
    stopItem.isEnabled = false
    tabBar.selectedItem = nil
    statusLabel.text = statusText
  }

  /// Replaces the footprint overlay with one of `footprints`, or removes it for nil.
  func showFootprints(_ footprints: [LocationCoordinate2D]?) {
    if let footprintOverlay { mapView.removeOverlays([footprintOverlay]) }
    footprintOverlay = footprints.map(Polyline.init(coordinates:))
    if let footprintOverlay { mapView.addOverlay(footprintOverlay) }
  }

  // MARK: - Reported events

  func show(_ event: RecorderViewModel.Event) {
    switch event {
    case .locationsSaved(let result): showSavedLocations(result)
    case .authorizationChanged(let change): showAuthorizationChange(change)
    case .locationFailed(let problem): showLocationProblem(problem)
    }
  }

  private func showSavedLocations(
    _ result: Result<RecorderViewModel.Progress, RecorderViewModel.Interruption>
  ) {
    switch result {
    case .success(let progress):
      showProgress(progress)
    case .failure(let interruption):
      presentRouteError(interruption.storeError.message)
      showRecordingFinished(statusText: interruption.savedStatusText)
    }
  }

  private func showAuthorizationChange(_ change: RecorderViewModel.AuthorizationChange) {
    permissionBanner.isHidden = !change.showsPermissionBanner
    if let savedStatusText = change.savedStatusText {
      showRecordingFinished(statusText: savedStatusText)
    }
  }

  private func showLocationProblem(_ problem: RecorderViewModel.LocationProblem) {
    if problem.endedRecording {
      showRecordingFinished(statusText: problem.statusText)
    } else {
      statusLabel.text = problem.statusText
    }
  }

  // MARK: - Private

  private func showProgress(_ progress: RecorderViewModel.Progress) {
    statusLabel.text = progress.statusText
    if let center = progress.center { mapView.setCenter(center, zoomLevel: nil) }
    showFootprints(progress.footprints)
  }
}
