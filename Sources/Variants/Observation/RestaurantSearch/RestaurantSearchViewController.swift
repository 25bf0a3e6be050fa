// Observation style, with asynchronous work. The state lives in `RestaurantSearchModel`, an
// `@Observable` class: where the map was centred, whether a search is in flight, the shops, the
// selected shop and the alert to show. The model is the location delegate and keeps its own
// debounce timer and latest-wins rule. User events only call the model; the screen changes
// only in tracked renders (`+Rendering`), one per part of the screen, so each follows exactly
// the properties it reads: a new fix re-runs none of them once the map is centred, and a new
// selection re-renders the info window only. The renders are made when the screen appears and
// cancelled when it disappears, after the model has cancelled its timer and its search.

import CoreLocationLite
import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The restaurant search screen: target-action and map selection in, tracked renders out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  let model: RestaurantSearchModel
  private let mainLoop: MainLoop
  private let searchView = RestaurantSearchView()
  private var renders: [TrackedRender] = []

  init(model: RestaurantSearchModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
    super.init()
  }

  // MARK: - Outlets

  var keywordField: TextField { searchView.keywordField }
  var searchButton: Button { searchView.searchButton }
  var activityIndicator: ActivityIndicator { searchView.activityIndicator }
  var mapView: MapView { searchView.mapView }
  var leftOutLabel: Label { searchView.leftOutLabel }
  var infoWindow: View { searchView.infoWindow }
  var infoNameLabel: Label { searchView.infoNameLabel }
  var infoGenreLabel: Label { searchView.infoGenreLabel }
  var infoPhotoLabel: Label { searchView.infoPhotoLabel }

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
    model.requestLocationAccess()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    renders = trackRenders(on: mainLoop)
    model.startUpdatingLocation()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    model.stopUpdatingLocation()
    model.cancelSearches()
    for render in renders { render.cancel() }
    renders = []
  }

  // MARK: - Actions

  private func searchButtonTapped() {
    model.searchShops(keyword: keywordField.text)
  }

  private func keywordChanged() {
    model.searchShopsWhenTypingPauses(keyword: keywordField.text)
  }

  private func markerSelected(_ annotation: MapAnnotation) {
    model.selectShop(withID: annotation.id)
  }

  func alertOKButtonTapped() {
    model.alertDismissed()
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    markerSelected(annotation)
  }
}
