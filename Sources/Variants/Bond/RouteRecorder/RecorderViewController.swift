// Bond style. `RecorderViewModel` exposes the recorder's state as `Observable` properties
// (title, status text, banner hidden, Start and Stop enabled, the selected tab, map centre,
// footprints) and its one-shot events as `SafeSignal`s (an error to show, the history screen
// to push); it knows no widget. The view model owns the location manager as its delegate and
// the route store, so fixes and authorization changes set its properties directly. The
// controller wires everything once, in `viewDidLoad`: the title is bound both ways to the
// title field (`bidirectionalBind`), the accuracy control's `reactive.selectedSegmentIndex` is
// observed, each property is bound to its widget with `bind(to:)` (the tab bar and the map,
// which have no `reactive` extension, through a setter), and each signal is observed with
// `observeNext`. The tab bar's selection arrives through its delegate, as Bond has no signal
// for it, and becomes a call of the input named for it. A binding ends by itself when its
// target view is deallocated; the observations go into the controller's `DisposeBag`.

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
    viewModel.load()
  }

  // MARK: - Bindings

  private func bindInputs() {
    viewModel.title.bidirectionalBind(to: titleField.reactive.text)
    // The current segment comes first; only the user's later choices are events.
    accuracyControl.reactive.selectedSegmentIndex.dropFirst(1)
      .compactMap(AccuracySetting.init(rawValue:))
      .observeNext { [weak self] in self?.viewModel.changeAccuracy(to: $0) }
      .dispose(in: bag)
  }

  private func bindViewModel() {
    viewModel.isPermissionBannerHidden.bind(to: permissionBanner.reactive.isHidden)
    viewModel.statusText.bind(to: statusLabel.reactive.text)
    viewModel.isStartEnabled.bind(to: tabBar) { [startItem] _, isEnabled in
      startItem.isEnabled = isEnabled
    }
    viewModel.isStopEnabled.bind(to: tabBar) { [stopItem] _, isEnabled in
      stopItem.isEnabled = isEnabled
    }
    viewModel.isStartSelected.bind(to: tabBar) { [startItem] tabBar, isStartSelected in
      tabBar.selectedItem = isStartSelected ? startItem : nil
    }
    viewModel.mapCenter.ignoreNils().bind(to: mapView) { map, center in
      map.setCenter(center, zoomLevel: nil)
    }
    viewModel.footprints.bind(to: mapView) { map, footprints in
      if !map.overlays.isEmpty { map.removeOverlays(map.overlays) }
      if let footprints { map.addOverlay(Polyline(coordinates: footprints)) }
    }
    viewModel.errorMessages.observeNext { [weak self] message in
      self?.presentRouteError(message)
    }.dispose(in: bag)
    viewModel.historyRequests.observeNext { [weak self] historyViewModel in
      let history = HistoryViewController(viewModel: historyViewModel)
      self?.navigationController?.pushViewController(history, animated: true)
    }.dispose(in: bag)
  }
}
