// Rx MVVM. Asynchronous work is where the operators earn their keep. The view controller
// still makes no decisions: it binds the search button's taps, the keyword field's edits, the
// map's marker selections and the location manager's fixes (through its `DelegateProxy`,
// `locationManager.rx.didUpdateLocations`) into the view model's `Input`, and drives every
// widget from its `Output`. Inside the view model, `debounce` on an injected scheduler waits
// out the typing, `withLatestFrom` pairs each search with the latest location, `flatMapLatest`
// keeps only the newest request alive (disposing an older one cancels it), and `share` lets
// every output read the same answers. None of it keeps a timer, a task or a flag by hand.

import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The restaurant search screen: widget and location events bound in, the map, the spinner,
/// the info window and the alerts driven out.
@MainActor
final class RestaurantSearchViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: RestaurantSearchViewModel
    /// The screen's own location manager.
    let locationManager: LocationManager
  }

  private let viewModel: RestaurantSearchViewModel
  private let locationManager: LocationManager
  private let searchView = RestaurantSearchView()
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
    locationManager = dependency.locationManager
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
    bindInput()
    bindOutput()
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
  }

  // MARK: - Bindings

  private func bindInput() {
    let input = viewModel.input
    searchButton.rx.tap
      .bind(to: input.searchButtonTapped)
      .disposed(by: disposeBag)
    keywordField.rx.text.orEmpty.changed
      .bind(to: input.keywordChanged)
      .disposed(by: disposeBag)
    mapView.rx.didSelectAnnotation
      .map(\.id)
      .bind(to: input.markerSelected)
      .disposed(by: disposeBag)
    locationManager.rx.didUpdateLocations
      .bind(to: input.locationsUpdated)
      .disposed(by: disposeBag)
  }

  private func bindOutput() {
    let output = viewModel.output
    output.isSearchButtonEnabled
      .drive(searchButton.rx.isEnabled)
      .disposed(by: disposeBag)
    output.isSearching
      .drive(activityIndicator.rx.isAnimating)
      .disposed(by: disposeBag)
    output.cameraCenter
      .drive(camera)
      .disposed(by: disposeBag)
    output.shops
      .drive(markers)
      .disposed(by: disposeBag)
    output.leftOutNotice
      .drive(leftOutLabel.rx.text)
      .disposed(by: disposeBag)
    output.leftOutNotice
      .map { $0 == nil }
      .drive(leftOutLabel.rx.isHidden)
      .disposed(by: disposeBag)
    output.infoWindow
      .map { $0 == nil }
      .drive(infoWindow.rx.isHidden)
      .disposed(by: disposeBag)
    output.infoWindow
      .compactMap { $0 }
      .drive(infoText)
      .disposed(by: disposeBag)
    output.alert
      .emit(onNext: { [weak self] alert in self?.present(alert) })
      .disposed(by: disposeBag)
  }

  // MARK: - Binders

  /// Centres the map on a location at the first-fix zoom.
  private var camera: Binder<LocationCoordinate2D> {
    Binder(mapView) { mapView, center in
      mapView.setCenter(center, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    }
  }

  /// Replaces every marker with one per shop, in the answer's order.
  private var markers: Binder<[Shop]> {
    Binder(mapView) { mapView, shops in
      mapView.removeAnnotations(mapView.annotations)
      mapView.addAnnotations(
        shops.map { shop in
          MapAnnotation(
            id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
            subtitle: RestaurantSearchStrings.markerSubtitle(for: shop),
            coordinate: shop.coordinate)
        })
    }
  }

  /// Fills the info window's labels.
  private var infoText: Binder<RestaurantSearchViewModel.InfoWindow> {
    Binder(self) { viewController, text in
      viewController.infoNameLabel.text = text.name
      viewController.infoGenreLabel.text = text.genre
      viewController.infoPhotoLabel.text = text.photo
    }
  }

  // MARK: - Alerts

  private func present(_ alert: RestaurantSearchViewModel.Alert) {
    let controller = AlertController(title: alert.title, message: alert.message)
    controller.addAction(
      AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default))
    present(controller, animated: true)
  }
}
