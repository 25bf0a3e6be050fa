import CoreLocationLite
import Domain
import MainLoop
import ObservationTracking
import UIKitLite

// MARK: - Tracked renders

extension RestaurantSearchViewController {
  /// One tracked render per part of the screen; each runs at once and again after every change
  /// to what it read.
  ///
  /// The first run is also the first render, made on the storyboard's state, which is the
  /// model's initial state: each render therefore leaves a widget alone when it already shows
  /// what the model says, so appearing costs no render the other styles do not pay.
  func trackRenders(on loop: MainLoop) -> [TrackedRender] {
    [
      observe(on: loop) { [weak self] in self?.renderMapCenter() },
      observe(on: loop) { [weak self] in self?.renderSearchButton() },
      observe(on: loop) { [weak self] in self?.renderSearching() },
      observe(on: loop) { [weak self] in self?.renderMarkers() },
      observe(on: loop) { [weak self] in self?.renderLeftOut() },
      observe(on: loop) { [weak self] in self?.renderInfoWindow() },
      observe(on: loop) { [weak self] in self?.renderAlert() },
    ]
  }

  // MARK: - Rendering

  private func renderMapCenter() {
    guard let center = model.mapCenter, mapView.centerCoordinate != center else { return }
    mapView.setCenter(center, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
  }

  private func renderSearchButton() {
    guard searchButton.isEnabled != model.canSearch else { return }
    searchButton.isEnabled = model.canSearch
  }

  private func renderSearching() {
    guard model.isSearching != activityIndicator.isAnimating else { return }
    if model.isSearching {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
  }

  private func renderMarkers() {
    guard model.answers > 0 else { return }
    mapView.removeAnnotations(mapView.annotations)
    mapView.addAnnotations(model.shops.map(Self.annotation(for:)))
  }

  private func renderLeftOut() {
    let notice = RestaurantSearchStrings.leftOutNotice(count: model.leftOutCount)
    if let notice, leftOutLabel.text != notice { leftOutLabel.text = notice }
    if leftOutLabel.isHidden != (notice == nil) { leftOutLabel.isHidden = notice == nil }
  }

  private func renderInfoWindow() {
    guard let shop = model.selectedShop else {
      if !infoWindow.isHidden { infoWindow.isHidden = true }
      return
    }
    infoNameLabel.text = RestaurantSearchStrings.infoWindowName(for: shop)
    infoGenreLabel.text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    infoPhotoLabel.text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  private func renderAlert() {
    guard let alert = model.alert, presentedViewController == nil else { return }
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
