// Callback style, with asynchronous work. The view controller asks, the view model answers,
// as in the counter; but here the answers come later — a location fix, an HTTP response, the
// end of a typing pause — and the view model has no stream operators to lean on. It keeps its
// own debounce timer (a `ScheduledWork` on the main loop, cancelled and rescheduled on every
// edit), its own latest-wins rule (the `HTTPTask` in flight, cancelled when a newer search
// starts) and its own teardown (both cancelled when the screen goes away). What it knows at
// once it returns (whether a search went out, the shop behind a marker); what comes later
// arrives in a `callback:` closure called exactly once on every path, never before the call
// returns — an overtaken wait or search calls back too, as `.superseded` or `.dropped`, and the
// controller draws nothing for it. The controller renders inside the closures, capturing
// `[weak self]`, and keeps the activity indicator's bookkeeping itself: start when a search
// goes out, stop when one answers.

import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The restaurant search screen: target-action and map selection in, callbacks out.
@MainActor
final class RestaurantSearchViewController: ViewController {
  private let viewModel: RestaurantSearchViewModel
  private let searchView = RestaurantSearchView()

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
    viewModel.onCanSearchChange = { [weak self] canSearch in
      self?.searchButton.isEnabled = canSearch
    }
    viewModel.requestLocationAccess()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.startUpdatingLocation { [weak self] firstFix in
      guard let firstFix else { return }
      self?.showFirstFix(firstFix)
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    viewModel.stopUpdatingLocation()
    if viewModel.cancelSearches() {
      activityIndicator.stopAnimating()
    }
  }

  // MARK: - Actions

  private func searchButtonTapped() {
    searchShops()
  }

  private func keywordChanged() {
    viewModel.waitForTypingPause { [weak self] pause in
      guard pause == .elapsed else { return }
      self?.searchShops()
    }
  }

  private func markerSelected(_ annotation: MapAnnotation) {
    guard let shop = viewModel.shop(withID: annotation.id) else { return }
    showInfoWindow(for: shop)
  }

  private func searchShops() {
    let sent = viewModel.searchShops(keyword: keywordField.text) { [weak self] answer in
      self?.showAnswer(answer)
    }
    if sent {
      activityIndicator.startAnimating()
    }
  }
}

// MARK: - MapViewDelegate

extension RestaurantSearchViewController: MapViewDelegate {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    markerSelected(annotation)
  }
}
