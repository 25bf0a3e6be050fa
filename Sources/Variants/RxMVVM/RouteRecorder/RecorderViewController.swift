// Rx MVVM, the footprint meter, as RxExample writes it. The view controller binds and decides
// nothing: it hands the title field's text, the accuracy segment and each tab bar item's
// selections to the view model's `transform(input:)`, and drives the banner, status, tab
// items, map centre, footprint overlay and the way to the history from the `Output`. The view
// model hears the location manager through its delegate proxy, only while a recording session
// is subscribed (`flatMapLatest`), and asks its `Wireframe` for the stop confirmation, whose
// answer is a sequence like any other input. Every subscription ends in a `DisposeBag`.

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
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    let output = viewModel.transform(
      input: RecorderViewModel.Input(
        title: titleField.rx.text.orEmpty.asDriver(),
        accuracyChanged: accuracyControl.rx.selectedSegmentIndex.changed.asSignal(),
        startTabSelected: selections(of: startItem),
        stopTabSelected: selections(of: stopItem),
        footprintsTabSelected: selections(of: footprintsItem),
        historyTabSelected: selections(of: historyItem)))
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
      .emit(to: Binder(mapView) { map, center in map.setCenter(center) })
      .disposed(by: disposeBag)
    output.footprints
      .drive(Binder(self) { controller, points in controller.showFootprints(points) })
      .disposed(by: disposeBag)
    output.tabSelection
      .emit(to: Binder(self) { controller, selection in controller.select(selection) })
      .disposed(by: disposeBag)
    output.errorShown
      .emit(onNext: nil)
      .disposed(by: disposeBag)
    output.showHistory
      .emit(to: Binder(self) { controller, _ in controller.showHistory() })
      .disposed(by: disposeBag)
  }

  /// The user's selections of `item`.
  private func selections(of item: TabBarItem) -> Signal<Void> {
    tabBar.rx.didSelectItem
      .filter { $0 === item }
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
  }

  // MARK: - Showing output

  private func showFootprints(_ points: [LocationCoordinate2D]?) {
    if let footprintsOverlay { mapView.removeOverlays([footprintsOverlay]) }
    footprintsOverlay = points.map(Polyline.init(coordinates:))
    if let footprintsOverlay { mapView.addOverlay(footprintsOverlay) }
  }

  private func select(_ selection: TabSelection) {
    tabBar.selectedItem = selection == .start ? startItem : nil
  }

  private func showHistory() {
    navigationController?.pushViewController(makeHistoryViewController(), animated: true)
  }
}
