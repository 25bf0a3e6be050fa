import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The route detail screen: the route's texts and polyline driven in on load, the delete and
/// export buttons bound out, alerts presented and answered back into the view model.
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
    bindInput()
    bindOutput()
  }

  // MARK: - Bindings

  private func bindInput() {
    let input = viewModel.input
    deleteButton.rx.tap
      .bind(to: input.deleteButtonTapped)
      .disposed(by: disposeBag)
    exportButton.rx.tap
      .bind(to: input.exportButtonTapped)
      .disposed(by: disposeBag)
  }

  private func bindOutput() {
    let output = viewModel.output
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
    output.alert
      .emit(to: Binder(self) { controller, alert in controller.presentAlert(alert) })
      .disposed(by: disposeBag)
    output.dismiss
      .emit(to: Binder(self) { controller, _ in
        controller.navigationController?.popViewController(animated: true)
      })
      .disposed(by: disposeBag)
  }

  // MARK: - Showing output

  private func presentAlert(_ alert: RouteDetailViewModel.Alert) {
    typealias Text = RouteRecorderStrings
    let controller: AlertController
    switch alert {
    case .confirmDelete(let message):
      let input = viewModel.input
      controller = AlertController(title: Text.deleteAlertTitle, message: message)
      controller.addAction(
        AlertAction(title: Text.deleteActionTitle, style: .destructive) { _ in
          input.deleteConfirmed.onNext(())
        })
      controller.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    case .exported(let message):
      controller = AlertController(title: Text.exportAlertTitle, message: message)
      controller.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    case .error(let message):
      controller = AlertController(title: Text.errorAlertTitle, message: message)
      controller.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    }
    present(controller, animated: true)
  }
}
