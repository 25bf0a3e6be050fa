// Async-await style, with asynchronous work. The controller calls the view model's main-actor
// methods for what the user does and renders what the view model reports, in one `for await`
// loop; the view model reads the location updates with `for await` too. Latest wins because a
// new search cancels the previous search `Task` (the request is cancelled with it and its
// answer never comes); the keyword waits by sleeping 500 ms on an injected `Clock`, in a task
// the next edit cancels. No closure juggling: each step reads top to bottom, and every task
// belongs to a `SceneTasks` that cancels it when its owner goes away.

import AsyncPlatform
import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The restaurant search screen: taps call the view model, its events are rendered.
@MainActor
final class RestaurantSearchViewController: ViewController {
  private let viewModel: RestaurantSearchViewModel
  private let searchView = RestaurantSearchView()
  private let tasks = SceneTasks()

  init(viewModel: RestaurantSearchViewModel) {
    self.viewModel = viewModel
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
    tasks.run { [viewModel] in await viewModel.trackLocation() }
    tasks.run { [weak self, events = viewModel.events] in
      for await event in events {
        self?.show(event)
      }
    }
  }

  // MARK: - Actions

  private func searchButtonTapped() {
    viewModel.searchButtonTapped(keyword: keywordField.text)
  }

  private func keywordChanged() {
    viewModel.keywordChanged(keywordField.text)
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    viewModel.markerSelected(id: annotation.id)
  }
}
