// Rx MVVM, the footprint meter. The view controller binds and decides nothing: the title
// field's text, the accuracy segment and each tab bar item's selections go into the view
// model's `Input`; the banner, status, tab items, map centre, footprint overlay, alerts and
// the way to the history come out of its `Output` as `Driver`s and `Signal`s. The view model
// takes the location manager through `Injectable` and hears it through the delegate proxy
// (`locationManager.rx.didUpdateLocations`, `.didChangeAuthorization`, `.didFailWithError`),
// listening to fixes and errors only while recording (`flatMapLatest`). Alert answers go back
// in as input events. Every subscription ends in a `DisposeBag`.

import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The recorder screen: widget events bound in, state driven out.
@MainActor
final class RecorderViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: RecorderViewModel
    /// Builds the history screen the history tab pushes.
    let makeHistoryViewController: @MainActor () -> ViewController
  }

  private let viewModel: RecorderViewModel
  private let makeHistoryViewController: @MainActor () -> ViewController
  private let recorderView = RouteRecorderView()
  /// The footprint overlay on the map, if shown.
  private var footprintsOverlay: Polyline?
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
    makeHistoryViewController = dependency.makeHistoryViewController
    super.init()
  }

  // MARK: - Outlets

  private var permissionBanner: Label { recorderView.permissionBanner }
  private var titleField: TextField { recorderView.titleField }
  private var accuracyControl: SegmentedControl { recorderView.accuracyControl }
  private var statusLabel: Label { recorderView.statusLabel }
  private var mapView: MapView { recorderView.mapView }
  private var tabBar: TabBar { recorderView.tabBar }
  private var startItem: TabBarItem { recorderView.startItem }
  private var stopItem: TabBarItem { recorderView.stopItem }
  private var footprintsItem: TabBarItem { recorderView.footprintsItem }
  private var historyItem: TabBarItem { recorderView.historyItem }

  // MARK: - Lifecycle

  override func loadView() {
    setView(recorderView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindInput()
    bindOutput()
  }

  // MARK: - Bindings

  private func bindInput() {
    let input = viewModel.input
    titleField.rx.text.orEmpty
      .bind(to: input.titleChanged)
      .disposed(by: disposeBag)
    accuracyControl.rx.selectedSegmentIndex.changed
      .bind(to: input.accuracyChanged)
      .disposed(by: disposeBag)
    selections(of: startItem)
      .bind(to: input.startTabSelected)
      .disposed(by: disposeBag)
    selections(of: stopItem)
      .bind(to: input.stopTabSelected)
      .disposed(by: disposeBag)
    selections(of: footprintsItem)
      .bind(to: input.footprintsTabSelected)
      .disposed(by: disposeBag)
    selections(of: historyItem)
      .bind(to: input.historyTabSelected)
      .disposed(by: disposeBag)
  }

  private func bindOutput() {
    let output = viewModel.output
    output.isPermissionBannerHidden
      .drive(permissionBanner.rx.isHidden)
      .disposed(by: disposeBag)
    output.statusText
      .drive(statusLabel.rx.text)
      .disposed(by: disposeBag)
    output.isStartEnabled
      .drive(startItem.rx.isEnabled)
      .disposed(by: disposeBag)
    output.isStopEnabled
      .drive(stopItem.rx.isEnabled)
      .disposed(by: disposeBag)
    output.mapCenter
      .drive(Binder(mapView) { map, center in map.setCenter(center) })
      .disposed(by: disposeBag)
    output.footprints
      .drive(Binder(self) { controller, points in controller.showFootprints(points) })
      .disposed(by: disposeBag)
    output.tabSelection
      .emit(to: Binder(self) { controller, selection in controller.select(selection) })
      .disposed(by: disposeBag)
    output.alert
      .emit(to: Binder(self) { controller, alert in controller.presentAlert(alert) })
      .disposed(by: disposeBag)
    output.showHistory
      .emit(to: Binder(self) { controller, _ in controller.showHistory() })
      .disposed(by: disposeBag)
  }

  /// The user's selections of `item`.
  private func selections(of item: TabBarItem) -> Observable<Void> {
    tabBar.rx.didSelectItem
      .filter { $0 === item }
      .map { _ in () }
  }

  // MARK: - Showing output

  private func showFootprints(_ points: [LocationCoordinate2D]?) {
    if let footprintsOverlay { mapView.removeOverlays([footprintsOverlay]) }
    footprintsOverlay = points.map(Polyline.init(coordinates:))
    if let footprintsOverlay { mapView.addOverlay(footprintsOverlay) }
  }

  private func select(_ selection: RecorderViewModel.TabSelection) {
    tabBar.selectedItem = selection == .start ? startItem : nil
  }

  private func presentAlert(_ alert: RecorderViewModel.Alert) {
    typealias Text = RouteRecorderStrings
    let controller: AlertController
    switch alert {
    case .error(let message):
      controller = AlertController(title: Text.errorAlertTitle, message: message)
      controller.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    case .confirmStop:
      let input = viewModel.input
      controller = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
      controller.addAction(
        AlertAction(title: Text.okActionTitle, style: .default) { _ in
          input.stopConfirmed.onNext(())
        })
      controller.addAction(
        AlertAction(title: Text.cancelActionTitle, style: .cancel) { _ in
          input.stopCancelled.onNext(())
        })
    }
    present(controller, animated: true)
  }

  private func showHistory() {
    navigationController?.pushViewController(makeHistoryViewController(), animated: true)
  }
}
