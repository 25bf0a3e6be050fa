// Bond style. `RecorderViewModel` exposes the recorder's state as `Observable` properties
// (status text, banner hidden, Start and Stop enabled, the selected tab, map centre, footprint
// overlay) and its one-shot events as `SafeSignal`s (an error to show, the history screen to
// push). The view model owns the location manager as its delegate and the route store, so fixes
// and authorization changes set its properties directly. The controller wires everything once,
// in `viewDidLoad`: the title field is bound to the view model's title, the accuracy control's
// `reactive.selectedSegmentIndex` is observed, each property is bound to its widget with
// `bind(to:)` (tab bar items, which have no `reactive` extension, through a setter), and each
// signal is observed with `observeNext`. The tab bar's selection arrives through its delegate,
// as Bond has no signal for it. Every binding goes into the controller's `DisposeBag`.

import BondLite
import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The recorder screen: reactive controls and the tab bar delegate in, bindings out.
@MainActor
final class RecorderViewController: ViewController {
  let viewModel: RecorderViewModel
  private let recorderView = RouteRecorderView()
  private let bag = DisposeBag()

  init(viewModel: RecorderViewModel) {
    self.viewModel = viewModel
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

  // MARK: - Lifecycle

  override func loadView() {
    setView(recorderView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.delegate = self
    bindInputs()
    bindViewModel()
    viewModel.viewDidLoad()
  }

  // MARK: - Bindings

  private func bindInputs() {
    titleField.reactive.text.ignoreNils().bind(to: viewModel.title).dispose(in: bag)
    // The current segment comes first; only the user's later choices are events.
    accuracyControl.reactive.selectedSegmentIndex.dropFirst(1)
      .compactMap(AccuracySetting.init(rawValue:))
      .observeNext { [weak self] in self?.viewModel.accuracyChanged($0) }
      .dispose(in: bag)
  }

  private func bindViewModel() {
    viewModel.isPermissionBannerHidden.bind(to: permissionBanner.reactive.isHidden)
      .dispose(in: bag)
    viewModel.statusText.bind(to: statusLabel.reactive.text).dispose(in: bag)
    viewModel.isStartEnabled.bind(to: startItem) { $0.isEnabled = $1 }.dispose(in: bag)
    viewModel.isStopEnabled.bind(to: stopItem) { $0.isEnabled = $1 }.dispose(in: bag)
    viewModel.isStartSelected.bind(to: self) { controller, isStartSelected in
      controller.tabBar.selectedItem = isStartSelected ? controller.startItem : nil
    }.dispose(in: bag)
    viewModel.mapCenter.ignoreNils().bind(to: mapView) { map, center in
      map.setCenter(center, zoomLevel: nil)
    }.dispose(in: bag)
    viewModel.footprintOverlay.bind(to: mapView) { map, overlay in
      if !map.overlays.isEmpty { map.removeOverlays(map.overlays) }
      if let overlay { map.addOverlay(overlay) }
    }.dispose(in: bag)
    viewModel.errorMessages.observeNext { [weak self] message in
      self?.presentRouteError(message)
    }.dispose(in: bag)
    viewModel.historyRequests.observeNext { [weak self] historyViewModel in
      let history = HistoryViewController(viewModel: historyViewModel)
      self?.navigationController?.pushViewController(history, animated: true)
    }.dispose(in: bag)
  }
}
