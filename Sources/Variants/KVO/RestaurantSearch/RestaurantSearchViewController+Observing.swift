import CoreLocationLite
import Domain
import KVOLite
import UIKitLite

// MARK: - Key-value observing

extension RestaurantSearchViewController {
  /// Observes every property of the model the screen shows; the tokens end the observations.
  ///
  /// No observation asks for `.initial`: the screen appears with the storyboard's state, which
  /// is the model's initial state, and the model changes only while the screen observes it.
  func observeModel() -> [NSKeyValueObservation] {
    [
      model.observe(\.hasLocation, options: [.new]) { [weak self] model, change in
        guard let hasLocation = change.newValue else { return }
        self?.showLocation(hasLocation ? model.currentLocation : nil)
      },
      model.observe(\.isSearching, options: [.new]) { [weak self] _, change in
        guard let isSearching = change.newValue else { return }
        self?.showSearching(isSearching)
      },
      model.observe(\.shopsChangeCount, options: [.new]) { [weak self] model, _ in
        self?.showMarkers(for: model.shops)
      },
      model.observe(\.leftOutCount, options: [.new]) { [weak self] _, change in
        guard let count = change.newValue else { return }
        self?.showLeftOut(count: count)
      },
      model.observe(\.selectedShopID, options: [.new]) { [weak self] model, _ in
        self?.showInfoWindow(for: model.selectedShop)
      },
      model.observe(\.alert, options: [.new]) { [weak self] _, change in
        guard case .some(let alert?) = change.newValue else { return }
        self?.showAlert(alert)
      },
    ]
  }

  // MARK: - Rendering

  /// Lets the user search around `coordinate`, or not without one; the first one ever also
  /// centres the map.
  private func showLocation(_ coordinate: LocationCoordinate2D?) {
    if let coordinate, !hasCentredMap {
      hasCentredMap = true
      mapView.setCenter(coordinate, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    }
    searchButton.isEnabled = coordinate != nil
  }

  private func showSearching(_ isSearching: Bool) {
    if isSearching {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
  }

  private func showMarkers(for shops: [Shop]) {
    mapView.removeAnnotations(mapView.annotations)
    mapView.addAnnotations(shops.map(Self.annotation(for:)))
  }

  private func showLeftOut(count: Int) {
    let notice = RestaurantSearchStrings.leftOutNotice(count: count)
    leftOutLabel.text = notice ?? ""
    leftOutLabel.isHidden = notice == nil
  }

  private func showInfoWindow(for shop: Shop?) {
    guard let shop else {
      infoWindow.isHidden = true
      return
    }
    infoNameLabel.text = RestaurantSearchStrings.infoWindowName(for: shop)
    infoGenreLabel.text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    infoPhotoLabel.text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  private func showAlert(_ alert: RestaurantSearchAlert) {
    let controller = AlertController(title: alert.title, message: alert.message)
    controller.addAction(
      AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default) {
        [weak self] _ in self?.alertOKButtonTapped()
      })
    present(controller, animated: true)
  }

  private static func annotation(for shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }
}
