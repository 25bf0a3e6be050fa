// Store style, with asynchronous work. The view controller only sends actions — the button,
// each keyword edit, a marker selection, an alert's OK, the screen appearing and going away —
// and renders the state the store hands back. Everything asynchronous is an effect the
// reducer returns: the location updates, the 500 ms keyword pause (cancelled and restarted
// on every edit) and the search (started with `cancelInFlight`, so the latest wins). The
// store runs them as cancellable producers on the main loop; `viewWillDisappear` sends one
// action whose effect cancels them all, so nothing runs after teardown. The whole state comes
// back after every action; `+Rendering` compares it with what is on screen and touches only
// the widgets whose part changed.

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
  private var observation: AnyCancellable?
  /// The state on screen; starts as the storyboard shows it.
  var rendered = Feature.State()

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
    observation = store.observe { [weak self] state in self?.render(state) }
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
