// Delegate style, with asynchronous work. The presenter owns the state — current location,
// whether a search is in flight, the shops, the selected shop, the alert to show — and every
// change goes out through a `didSet` to `RestaurantSearchPresenterDelegate`, whether a tap,
// a location fix, a timer or an HTTP answer caused it. The presenter adopts the platform's
// delegate itself (`LocationManagerDelegate`) and, with no stream operators, does its own
// asynchronous bookkeeping: a debounce timer on the main loop, cancelled and rescheduled on
// every edit, and the `HTTPTask` in flight, cancelled when a newer search starts (latest wins).
// The view controller is the presenter's `delegate` from the moment it loads, forwards user
// events and renders what it is told. When it appears it starts location updates; when it
// disappears `stopSearching()` cancels the timer and the search and stops the updates, so no
// answer is left to reach a screen that is gone.

import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The restaurant search screen: target-action and map selection in, delegate calls out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  private let presenter: RestaurantSearchPresenter
  private let searchView = RestaurantSearchView()

  init(presenter: RestaurantSearchPresenter) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Outlets

  private var keywordField: TextField { searchView.keywordField }
  private var searchButton: Button { searchView.searchButton }
  private var activityIndicator: ActivityIndicator { searchView.activityIndicator }
  private var mapView: MapView { searchView.mapView }
  private var leftOutLabel: Label { searchView.leftOutLabel }
  private var infoWindow: View { searchView.infoWindow }
  private var infoNameLabel: Label { searchView.infoNameLabel }
  private var infoGenreLabel: Label { searchView.infoGenreLabel }
  private var infoPhotoLabel: Label { searchView.infoPhotoLabel }

  // MARK: - Lifecycle

  override func loadView() {
    setView(searchView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchButton.addTarget(
      self, action: RestaurantSearchViewController.searchButtonTapped, for: .touchUpInside)
    keywordField.addTarget(
      self, action: RestaurantSearchViewController.keywordChanged, for: .editingChanged)
    mapView.delegate = self
    presenter.delegate = self
    presenter.requestLocationAccess()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.startUpdatingLocation()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    presenter.stopSearching()
  }

  // MARK: - Actions

  private func searchButtonTapped() {
    presenter.searchShops(keyword: keywordField.text)
  }

  private func keywordChanged() {
    presenter.searchShopsWhenTypingPauses(keyword: keywordField.text)
  }

  private func markerSelected(_ annotation: MapAnnotation) {
    presenter.selectShop(withID: annotation.id)
  }

  private func alertOKButtonTapped() {
    presenter.alertDismissed()
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    markerSelected(annotation)
  }
}

// MARK: - RestaurantSearchPresenterDelegate

extension RestaurantSearchViewController: RestaurantSearchPresenterDelegate {
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didFindFirstLocation coordinate: LocationCoordinate2D
  ) {
    mapView.setCenter(coordinate, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    searchButton.isEnabled = true
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeCanSearch canSearch: Bool
  ) {
    searchButton.isEnabled = canSearch
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeSearching isSearching: Bool
  ) {
    if isSearching {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateShops shops: [Shop]
  ) {
    mapView.removeAnnotations(mapView.annotations)
    mapView.addAnnotations(shops.map(Self.annotation(for:)))
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateLeftOutCount count: Int
  ) {
    let notice = RestaurantSearchStrings.leftOutNotice(count: count)
    leftOutLabel.text = notice ?? ""
    leftOutLabel.isHidden = notice == nil
  }

  func restaurantSearchPresenter(_ presenter: RestaurantSearchPresenter, didSelectShop shop: Shop?)
  {
    guard let shop else {
      infoWindow.isHidden = true
      return
    }
    infoNameLabel.text = RestaurantSearchStrings.infoWindowName(for: shop)
    infoGenreLabel.text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    infoPhotoLabel.text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didRaiseAlert alert: RestaurantSearchAlert
  ) {
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
