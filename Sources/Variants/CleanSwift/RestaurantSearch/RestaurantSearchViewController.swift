// Clean Swift (VIP), with asynchronous work. The same six roles as the counter, one cycle per
// use case: `initializeMap`, `updateLocation`, `search` and `selectMarker`, each travelling
// request → response → view model. The view controller turns taps, edits and marker selections
// into requests. The worker does the platform's work, as CleanStore's workers do: it is the
// location manager's delegate, keeps the keyword's quiet-time timer on the main loop and sends
// the queries over the shared Hotpepper client, reporting fixes and typing pauses to the
// interactor. The interactor keeps the location and the shops and does by hand what the
// reactive styles get from operators: it keeps the task in flight and cancels it when a newer
// search starts (latest wins). The presenter decides what an answer looks like — an empty one
// is shown the way a failure is, as an alert. The links back to the view controller are weak.

import Domain
import SceneContract
import Storyboards
import UIKitLite

/// What the restaurant search's view controller can be asked to display.
@MainActor
protocol RestaurantSearchDisplayLogic: AnyObject {
  /// Shows the opening state.
  func displayInitialMap(viewModel: Map.Init.ViewModel)
  /// Shows a new location: the camera on the first one, the search button enabled.
  func displayLocation(viewModel: Map.UpdateLocation.ViewModel)
  /// Shows a search starting or answering.
  func displaySearch(viewModel: Map.Search.ViewModel)
  /// Shows the info window of the selected shop.
  func displaySelectedShop(viewModel: Map.SelectMarker.ViewModel)
}

/// The restaurant search screen: user events become requests, view models become widget
/// updates and alerts.
@MainActor
final class RestaurantSearchViewController: ViewController, RestaurantSearchDisplayLogic {
  var interactor: RestaurantSearchBusinessLogic?
  var router: (RestaurantSearchRoutingLogic & RestaurantSearchDataPassing)?
  private let searchView = RestaurantSearchView()

  init(environment: SceneEnvironment) {
    super.init()
    setup(environment: environment)
  }

  // MARK: - Setup

  private func setup(environment: SceneEnvironment) {
    let viewController = self
    let worker = RestaurantSearchWorker(
      api: HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper),
      locationManager: environment.makeLocationManager(), mainLoop: environment.mainLoop)
    let interactor = RestaurantSearchInteractor(worker: worker)
    let presenter = RestaurantSearchPresenter()
    let router = RestaurantSearchRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
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
    interactor?.initializeMap(request: Map.Init.Request())
  }

  // MARK: - Actions

  private func searchButtonTapped() {
    interactor?.search(request: Map.Search.Request(keyword: keywordField.text ?? ""))
  }

  private func keywordChanged() {
    interactor?.searchAfterTyping(request: Map.Search.Request(keyword: keywordField.text ?? ""))
  }

  // MARK: - Display logic

  func displayInitialMap(viewModel: Map.Init.ViewModel) {
    searchButton.isEnabled = viewModel.isSearchButtonEnabled
    infoWindow.isHidden = viewModel.isInfoWindowHidden
  }

  func displayLocation(viewModel: Map.UpdateLocation.ViewModel) {
    if let camera = viewModel.camera {
      mapView.setCenter(camera.center, zoomLevel: camera.zoomLevel)
    }
    searchButton.isEnabled = viewModel.isSearchButtonEnabled
  }

  func displaySearch(viewModel: Map.Search.ViewModel) {
    if viewModel.isSearching {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
    if let shops = viewModel.displayedShops {
      mapView.removeAnnotations(mapView.annotations)
      infoWindow.isHidden = true
      mapView.addAnnotations(
        shops.map { shop in
          MapAnnotation(
            id: shop.id, title: shop.title, subtitle: shop.subtitle, coordinate: shop.coordinate)
        })
    }
    if let leftOut = viewModel.displayedLeftOut {
      leftOutLabel.text = leftOut.text
      leftOutLabel.isHidden = leftOut.isHidden
    }
    if let alert = viewModel.alert {
      let controller = AlertController(title: alert.title, message: alert.message)
      controller.addAction(AlertAction(title: alert.buttonTitle, style: .default))
      present(controller, animated: true)
    }
  }

  func displaySelectedShop(viewModel: Map.SelectMarker.ViewModel) {
    infoNameLabel.text = viewModel.name
    infoGenreLabel.text = viewModel.genre
    infoPhotoLabel.text = viewModel.photo
    infoWindow.isHidden = false
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    interactor?.selectMarker(request: Map.SelectMarker.Request(shopID: annotation.id))
  }
}
