import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The route detail screen: the delete and export taps handed to the view model, the route's
/// texts and polyline driven in as they are read, Export enabled except while an export runs;
/// the view model's wireframe presents the alerts.
@MainActor
final class RouteDetailViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: RouteDetailViewModel
  }

  /// The zoom level the map shows a whole route at.
  private static let routeZoomLevel = 16.0

  private let viewModel: RouteDetailViewModel
  private let detailView = RouteDetailView()
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
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
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    let output = viewModel.transform(
      input: RouteDetailViewModel.Input(
        deleteButtonTapped: deleteButton.rx.tap.asSignal(),
        exportButtonTapped: exportButton.rx.tap.asSignal()))
    output.title
      .drive(Binder(self) { controller, title in controller.title = title })
      .disposed(by: disposeBag)
    output.routeTitleText
      .drive(routeTitleLabel.rx.text)
      .disposed(by: disposeBag)
    output.routeFiguresText
      .drive(routeFiguresLabel.rx.text)
      .disposed(by: disposeBag)
    output.track
      .drive(Binder(routeMap) { map, points in
        map.addOverlay(Polyline(coordinates: points))
        if let last = points.last { map.setCenter(last, zoomLevel: Self.routeZoomLevel) }
      })
      .disposed(by: disposeBag)
    output.isExportEnabled
      .drive(exportButton.rx.isEnabled)
      .disposed(by: disposeBag)
    output.loadFailed
      .emit(onNext: nil)
      .disposed(by: disposeBag)
    output.exported
      .emit(onNext: nil)
      .disposed(by: disposeBag)
    output.deleted
      .emit(to: Binder(self) { controller, _ in
        controller.navigationController?.popViewController(animated: true)
      })
      .disposed(by: disposeBag)
  }
}
