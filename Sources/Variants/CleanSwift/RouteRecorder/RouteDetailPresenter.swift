import Domain

/// What the route detail's presenter can be given to format.
@MainActor
protocol RouteDetailPresentationLogic: AnyObject {
  func presentRoute(response: RouteDetail.Load.Response)
  func presentTrack(response: RouteDetail.FetchTrack.Response)
  func presentDeleteConfirmation(response: RouteDetail.ConfirmDelete.Response)
  func presentDeletedRoute(response: RouteDetail.Delete.Response)
  func presentExportedRoute(response: RouteDetail.Export.Response)
}

/// Turns the route, its measured track and the outcome of each action into texts for the
/// detail's view controller.
@MainActor
final class RouteDetailPresenter: RouteDetailPresentationLogic {
  private typealias Text = RouteRecorderStrings

  weak var viewController: RouteDetailDisplayLogic?

  // MARK: - Load

  func presentRoute(response: RouteDetail.Load.Response) {
    let route = response.route
    viewController?.displayRoute(
      viewModel: RouteDetail.Load.ViewModel(
        title: route.title, routeTitleText: Text.historyRowTitle(route)))
  }

  // MARK: - Fetch track

  func presentTrack(response: RouteDetail.FetchTrack.Response) {
    let viewModel: RouteDetail.FetchTrack.ViewModel
    switch response {
    case .fetched(let route, let footprints):
      viewModel = .fetched(
        routeFiguresText: Text.historyRowDetail(route), track: footprints.map(\.coordinate))
    case .failed(let error):
      viewModel = .failed(errorMessage: error.message)
    }
    viewController?.displayTrack(viewModel: viewModel)
  }

  // MARK: - Delete

  func presentDeleteConfirmation(response: RouteDetail.ConfirmDelete.Response) {
    let viewModel = RouteDetail.ConfirmDelete.ViewModel(
      title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(response.route),
      deleteTitle: Text.deleteActionTitle, cancelTitle: Text.cancelActionTitle)
    viewController?.displayDeleteConfirmation(viewModel: viewModel)
  }

  func presentDeletedRoute(response: RouteDetail.Delete.Response) {
    let viewModel: RouteDetail.Delete.ViewModel
    switch response {
    case .deleted: viewModel = .deleted
    case .failed(let error): viewModel = .failed(errorMessage: error.message)
    }
    viewController?.displayDeletedRoute(viewModel: viewModel)
  }

  // MARK: - Export

  func presentExportedRoute(response: RouteDetail.Export.Response) {
    let viewModel: RouteDetail.Export.ViewModel
    switch response {
    case .started:
      viewModel = .exporting
    case .exported(let route, let fileName):
      viewModel = .finished(
        title: Text.exportAlertTitle, message: Text.exportedMessage(route, fileName: fileName))
    case .failed(let route, let reason):
      viewModel = .finished(
        title: Text.errorAlertTitle, message: Text.exportFailedMessage(route, reason: reason))
    }
    viewController?.displayExportedRoute(viewModel: viewModel)
  }
}
