import BondLite
import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The route detail screen: title and title label set once from the view model's constants,
/// the figures label and the map bound to its track as it lands, Export bound to whether an
/// export runs; taps observed reactively; deletion and export outcomes observed as signals.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom level the route's map opens at.
  private static let zoomLevel = 16.0

  private let viewModel: RouteDetailViewModel
  private let detailView = RouteDetailView()
  private let bag = DisposeBag()

  init(viewModel: RouteDetailViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Outlets

  private var routeTitleLabel: Label { detailView.routeTitleLabel }
  private var routeFiguresLabel: Label { detailView.routeFiguresLabel }
  private var routeMap: MapView { detailView.routeMap }
  private var deleteButton: Button { detailView.deleteButton }
  private var exportButton: Button { detailView.exportButton }

  // MARK: - Lifecycle

  override func loadView() {
    setView(detailView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    routeTitleLabel.text = viewModel.titleText
    bindViewModel()
    viewModel.load()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    viewModel.figuresText.bind(to: routeFiguresLabel.reactive.text)
    viewModel.coordinates.filter { !$0.isEmpty }.bind(to: routeMap) { map, coordinates in
      map.addOverlay(Polyline(coordinates: coordinates))
      if let last = coordinates.last { map.setCenter(last, zoomLevel: Self.zoomLevel) }
    }
    viewModel.isExporting.map { !$0 }.bind(to: exportButton.reactive.isEnabled)
    deleteButton.reactive.tap.observeNext { [weak self] in
      self?.confirmDeletion()
    }.dispose(in: bag)
    exportButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.exportRoute()
    }.dispose(in: bag)
    viewModel.deletions.observeNext { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }.dispose(in: bag)
    viewModel.exportedMessages.observeNext { [weak self] message in
      self?.presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
    }.dispose(in: bag)
    viewModel.errorMessages.observeNext { [weak self] message in
      self?.presentRouteError(message)
    }.dispose(in: bag)
  }

  // MARK: - Confirmation

  private func confirmDeletion() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.deleteAlertTitle, message: viewModel.deleteAlertMessage)
    alert.addAction(
      AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
        self?.viewModel.deleteRoute()
      })
    alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    present(alert, animated: true)
  }
}
