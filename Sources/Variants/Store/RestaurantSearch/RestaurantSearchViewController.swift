// Store style, with asynchronous work. The view controller only sends actions — the button,
// each keyword edit, a marker selection, an alert's OK, the screen appearing and going away —
// and renders the store's state. Everything asynchronous is an effect the reducer returns:
// the location updates, the 500 ms keyword pause (cancelled and restarted on every edit) and
// the search (started with `cancelInFlight`, so the latest wins). The store runs them as
// tasks on the main loop; `viewWillDisappear` sends one action whose effect cancels them all,
// so nothing runs after teardown. `+Rendering` observes the state: each `observe { … }`
// reads a few properties and runs again only when one of those is set.

import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The restaurant search screen: actions in, state out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  typealias Feature = RestaurantSearchFeature

  let store: Store<Feature.State, Feature.Action>
  private let searchView = RestaurantSearchView()
  /// The running observations of the store's state.
  var observations: [ObserveToken] = []
  /// The alert on screen, so that an alert is presented once.
  var presentedAlert: AlertState<Feature.Action.Alert>?

  init(store: Store<Feature.State, Feature.Action>) {
    self.store = store
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
    searchButton.addAction(
      UIKitLite.Action { [weak self] _, _ in self?.store.send(.searchButtonTapped) },
      for: .touchUpInside)
    keywordField.addAction(
      UIKitLite.Action { [weak self] _, _ in
        guard let self else { return }
        store.send(.keywordChanged(keywordField.text ?? ""))
      }, for: .editingChanged)
    mapView.delegate = self
    observeState()
    store.send(.viewDidLoad)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    store.send(.viewWillDisappear)
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    store.send(.markerSelected(id: annotation.id))
  }
}
