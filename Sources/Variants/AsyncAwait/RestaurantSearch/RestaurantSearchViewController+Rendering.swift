import CoreLocationLite
import Domain
import UIKitLite

// MARK: - Rendering

extension RestaurantSearchViewController {
  /// Renders one event of the view model.
  func show(_ event: RestaurantSearchEvent) {
    switch event {
    case .firstFix(let coordinate): showFirstFix(coordinate)
    case .canSearch(let canSearch): searchButton.isEnabled = canSearch
    case .searchStarted: activityIndicator.startAnimating()
    case .searchFinished(let answer): showAnswer(answer)
    case .shopSelected(let shop): showInfoWindow(for: shop)
    }
  }

  /// Centres the map on the first fix and lets the user search.
  private func showFirstFix(_ coordinate: LocationCoordinate2D) {
    mapView.setCenter(coordinate, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    searchButton.isEnabled = true
  }

  /// Shows what the latest search found and stops the activity indicator.
  private func showAnswer(_ answer: SearchAnswer) {
    activityIndicator.stopAnimating()
    switch answer {
    case .shops(let shops, let leftOutCount):
      replaceMarkers(with: shops)
      showLeftOut(count: leftOutCount)
    case .noShops(let leftOutCount):
      replaceMarkers(with: [])
      showLeftOut(count: leftOutCount)
      showAlert(
        title: RestaurantSearchStrings.noShopsAlertTitle,
        message: RestaurantSearchStrings.noShopsAlertMessage)
    case .failure(let error):
      showAlert(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: error))
    }
  }

  /// Fills the info window with `shop` and shows it.
  private func showInfoWindow(for shop: Shop) {
    infoNameLabel.text = RestaurantSearchStrings.infoWindowName(for: shop)
    infoGenreLabel.text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    infoPhotoLabel.text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  private func replaceMarkers(with shops: [Shop]) {
    mapView.removeAnnotations(mapView.annotations)
    infoWindow.isHidden = true
    mapView.addAnnotations(shops.map(Self.annotation(for:)))
  }

  private func showLeftOut(count: Int) {
    let notice = RestaurantSearchStrings.leftOutNotice(count: count)
    leftOutLabel.text = notice ?? ""
    leftOutLabel.isHidden = notice == nil
  }

  private func showAlert(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default))
    present(alert, animated: true)
  }

  private static func annotation(for shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }
}
