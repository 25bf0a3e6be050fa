// Bond style, with asynchronous work. The view model holds the screen's state as observable
// properties — the location, the camera centre, the keyword, the shops (an observable array),
// the selected shop — and a request state (none, requesting, finish, error) for the search in
// flight. The controller wires it all once, in `viewDidLoad`: the keyword field's edits are
// bound into the view model's `keyword`, taps are observed with `observeNext`, and every widget
// is bound to the property it shows — the spinner to "requesting", the markers to the shops,
// the info window to the selection; the alerts follow the request state. The timing lives in
// the view model as operators: `debounce` on the main loop for the typing, `flatMapLatest` for
// "latest search wins". Every binding goes into the controller's `DisposeBag`.

import BondLite
import Domain
import Storyboards
import UIKitLite

/// The restaurant search screen: user events observed in, bound widgets and alerts out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  private let viewModel: RestaurantSearchViewModel
  private let searchView = RestaurantSearchView()
  private let bag = DisposeBag()

  init(viewModel: RestaurantSearchViewModel) {
    self.viewModel = viewModel
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
    mapView.delegate = self
    bindUserEvents()
    bindViewModel()
    viewModel.startLocating()
  }

  // MARK: - Bindings

  private func bindUserEvents() {
    searchButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.search()
    }.dispose(in: bag)
    // The field's text when observing starts is not an edit: only edits reach the keyword.
    keywordField.reactive.text.dropFirst(1).ignoreNils().bind(to: viewModel.keyword)
  }

  private func bindViewModel() {
    viewModel.location.map { $0 != nil }.distinctUntilChanged()
      .bind(to: searchButton.reactive.isEnabled)
    viewModel.cameraCenter.ignoreNils()
      .bind(to: mapView) { mapView, center in
        mapView.setCenter(center, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
      }
    viewModel.shops.map { $0.collection.map(Self.marker(for:)) }
      .bind(to: mapView) { mapView, markers in
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(markers)
      }
    viewModel.leftOutNotice
      .bind(to: leftOutLabel.reactive.text)
    viewModel.leftOutNotice.map { $0 == nil }
      .bind(to: leftOutLabel.reactive.isHidden)
    bindInfoWindow()
    viewModel.requestState.map { $0 == .requesting }
      .bind(to: activityIndicator.reactive.isAnimating)
    viewModel.requestState.observeNext { [weak self] state in
      self?.presentAlert(for: state)
    }.dispose(in: bag)
  }

  private func bindInfoWindow() {
    viewModel.selectedShop.map { $0 == nil }
      .bind(to: infoWindow.reactive.isHidden)
    let selectedShop = viewModel.selectedShop.ignoreNils()
    selectedShop.map(RestaurantSearchStrings.infoWindowName(for:))
      .bind(to: infoNameLabel.reactive.text)
    selectedShop.map(RestaurantSearchStrings.infoWindowGenre(for:))
      .bind(to: infoGenreLabel.reactive.text)
    selectedShop.map(RestaurantSearchStrings.infoWindowPhoto(for:))
      .bind(to: infoPhotoLabel.reactive.text)
  }

  // MARK: - Display

  private static func marker(for shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }

  /// Presents the alert a finished search calls for: none when it found shops.
  private func presentAlert(for state: RestaurantSearchViewModel.RequestState) {
    switch state {
    case .finish where viewModel.shops.isEmpty:
      presentAlert(
        title: RestaurantSearchStrings.noShopsAlertTitle,
        message: RestaurantSearchStrings.noShopsAlertMessage)
    case .error(let error):
      presentAlert(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: error))
    case .none, .requesting, .finish:
      break
    }
  }

  private func presentAlert(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default))
    present(alert, animated: true)
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    viewModel.selectShop(id: annotation.id)
  }
}
