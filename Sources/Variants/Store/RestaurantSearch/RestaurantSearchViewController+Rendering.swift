import Domain
import UIKitLite

extension RestaurantSearchViewController {
  /// Brings the screen from ``rendered`` to `state`, touching only what changed.
  func render(_ state: Feature.State) {
    let old = rendered
    rendered = state
    if state.cameraCenter != old.cameraCenter, let center = state.cameraCenter {
      mapView.setCenter(center, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    }
    if (state.currentLocation != nil) != (old.currentLocation != nil) {
      searchButton.isEnabled = state.currentLocation != nil
    }
    if state.isSearching != old.isSearching {
      if state.isSearching {
        activityIndicator.startAnimating()
      } else {
        activityIndicator.stopAnimating()
      }
    }
    if state.markersGeneration != old.markersGeneration {
      mapView.removeAnnotations(mapView.annotations)
      mapView.addAnnotations(state.shops.map(Self.annotation(for:)))
    }
    if state.leftOutCount != old.leftOutCount {
      let notice = RestaurantSearchStrings.leftOutNotice(count: state.leftOutCount)
      leftOutLabel.text = notice ?? ""
      leftOutLabel.isHidden = notice == nil
    }
    if state.selectedShop != old.selectedShop {
      renderInfoWindow(state.selectedShop)
    }
    if state.alert != old.alert, let alert = state.alert {
      present(alert)
    }
  }

  private func renderInfoWindow(_ shop: Shop?) {
    guard let shop else {
      infoWindow.isHidden = true
      return
    }
    infoNameLabel.text = RestaurantSearchStrings.infoWindowName(for: shop)
    infoGenreLabel.text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    infoPhotoLabel.text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  private func present(_ alert: Feature.Alert) {
    let controller = AlertController(title: alert.title, message: alert.message)
    controller.addAction(
      AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default) {
        [weak self] _ in self?.store.send(.alertDismissed)
      })
    present(controller, animated: true)
  }

  private static func annotation(for shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }
}
