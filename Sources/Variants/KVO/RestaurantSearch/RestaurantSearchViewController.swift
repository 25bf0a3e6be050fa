// KVO style, with asynchronous work and typed observation tokens. The state lives in
// `RestaurantSearchModel`, whose `@Dynamic` properties (`@objc dynamic` on iOS) notify on every
// set: the current location, whether a search is in flight, the shops, the selected shop and
// the alert to show. The model is the location delegate and, with no stream operators, keeps
// its own debounce timer (a `ScheduledWork` on the main loop, cancelled and rescheduled on
// every edit) and its own latest-wins rule (the `HTTPTask` in flight, cancelled when a newer
// search starts). User events only call the model; the screen changes only in the observation
// handlers. Unlike the counter's string-keyed `observeValue(forKeyPath:…)`, each observation
// here is a typed `observe(\.keyPath, options:)` with its own handler, and the controller keeps
// the `NSKeyValueObservation` tokens: made when it appears, invalidated when it disappears,
// after the model has cancelled its timer and its search.

import CoreLocationLite
import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The restaurant search screen: target-action and map selection in, typed observation out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  let model: RestaurantSearchModel
  private let searchView = RestaurantSearchView()
  private var observations: [NSKeyValueObservation] = []
  /// Whether the first fix ever has centred the map; later fixes never move it.
  var hasCentredMap = false

  init(model: RestaurantSearchModel) {
    self.model = model
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
    observations = observeModel()
    model.startUpdatingLocation()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    model.stopUpdatingLocation()
    model.cancelSearches()
    for observation in observations { observation.invalidate() }
    observations = []
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
