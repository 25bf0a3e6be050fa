// Rx MVVM, as RxExample writes it. Asynchronous work is where the operators earn their keep.
// The view controller makes no decisions: in `viewDidLoad` it hands the search button's taps,
// the keyword field's text and the map's marker selections to the view model's
// `transform(input:)`, and drives every widget from the `Output` it gets back. Inside the view
// model the location manager's fixes (through its `DelegateProxy`) are a sequence that starts
// updates when subscribed and stops them when disposed, `debounce` on an injected scheduler
// waits out the typing, `withLatestFrom` pairs each search with the latest location,
// `flatMapLatest` keeps only the newest request alive (disposing an older one cancels it), and
// `share` lets every output read the same answers. None of it keeps a timer, a task or a flag
// by hand, and the view model subscribes to nothing.

import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The restaurant search screen: widget events handed to the view model, the map, the spinner
/// and the info window driven out.
@MainActor
final class RestaurantSearchViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: RestaurantSearchViewModel
  }

  /// Declared first, so it is released first: every subscription ends while the widgets are
  /// still alive. Released after them, the keyword field's events would complete first, and
  /// `debounce` sends its pending keyword when its source completes — a search started by
  /// the screen going away.
  private let disposeBag = DisposeBag()
  private let viewModel: RestaurantSearchViewModel
  private let searchView = RestaurantSearchView()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
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
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    let output = viewModel.transform(
      input: RestaurantSearchViewModel.Input(
        searchButtonTapped: searchButton.rx.tap.asSignal(),
        keyword: keywordField.rx.text.orEmpty.asDriver(),
        markerSelected: mapView.rx.didSelectAnnotation.asSignal().map(\.id)))
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
    output.alertShown
      .emit(onNext: nil)
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
}
