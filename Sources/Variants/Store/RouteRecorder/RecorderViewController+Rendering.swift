import CoreLocationLite
import Domain
import Storyboards
import StoreLite
import UIKitLite

extension RecorderViewController {
  /// Renders the recorder's state: one `observe` per part of the screen, each re-run when a
  /// property it read is set.
  func observeState() {
    observations += [
      observe { [weak self] in
        guard let self else { return }
        permissionBanner.isHidden = !store.showsPermissionBanner
      },
      observe { [weak self] in
        guard let self else { return }
        statusLabel.text = store.statusText
      },
      observe { [weak self] in
        guard let self else { return }
        startItem.isEnabled = !store.isRecording
        stopItem.isEnabled = store.isRecording
      },
      observe { [weak self] in
        guard let self, let center = store.mapCenter else { return }
        mapView.setCenter(center, zoomLevel: nil)
      },
      observe { [weak self] in
        guard let self else { return }
        renderFootprints(store.isShowingFootprints ? store.footprints : nil)
      },
      observe { [weak self] in
        guard let self else { return }
        // The tab bar shows the user's tap before the action arrives: set the selection
        // whenever the reducer sets it, even to the value it already had.
        tabBar.selectedItem = store.selectedTab.flatMap { tabBar.item(withTag: $0.rawValue) }
      },
      observe { [weak self] in
        guard let self else { return }
        present(store.alert, shown: &presentedAlert) { [weak self] in
          self?.store.send(.alert($0))
        }
      },
    ]
  }

  private func renderFootprints(_ footprints: [LocationCoordinate2D]?) {
    if let footprintOverlay { mapView.removeOverlays([footprintOverlay]) }
    footprintOverlay = footprints.map(Polyline.init(coordinates:))
    if let footprintOverlay { mapView.addOverlay(footprintOverlay) }
  }
}
