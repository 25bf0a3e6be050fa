import Domain
import StoreLite
import UIKitLite

extension RestaurantSearchViewController {
  /// Renders the state: one `observe` per part of the screen, each re-run when a property it
  /// read is set.
  func observeState() {
    observations = [
      observe { [weak self] in
        guard let self, let center = store.cameraCenter else { return }
        mapView.setCenter(center, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
      },
      observe { [weak self] in
        guard let self else { return }
        searchButton.isEnabled = store.currentLocation != nil
      },
      observe { [weak self] in
        guard let self else { return }
        if store.isSearching {
          activityIndicator.startAnimating()
        } else {
          activityIndicator.stopAnimating()
        }
      },
      observe { [weak self] in
        guard let self, store.markersGeneration > 0 else { return }
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(store.shops.map(Self.annotation(for:)))
      },
      observe { [weak self] in
        guard let self else { return }
        let notice = RestaurantSearchStrings.leftOutNotice(count: store.leftOutCount)
        leftOutLabel.text = notice ?? ""
        leftOutLabel.isHidden = notice == nil
      },
      observe { [weak self] in self?.renderInfoWindow(self?.store.selectedShop) },
      observe { [weak self] in
        guard let self else { return }
        present(store.alert, shown: &presentedAlert) { [weak self] in
          self?.store.send(.alert($0))
        }
      },
    ]
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

  private static func annotation(for shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }
}
