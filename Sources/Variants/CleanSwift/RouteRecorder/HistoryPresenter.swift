import Domain

/// What the history's presenter can be given to format.
@MainActor
protocol HistoryPresentationLogic: AnyObject {
  func presentFetchedRoutes(response: History.FetchRoutes.Response)
}

/// Turns the stored routes into row texts for the history's view controller.
@MainActor
final class HistoryPresenter: HistoryPresentationLogic {
  weak var viewController: HistoryDisplayLogic?

  // MARK: - Fetch routes

  func presentFetchedRoutes(response: History.FetchRoutes.Response) {
    let routes: [Route]
    let errorMessage: String?
    switch response {
    case .fetched(let fetched): (routes, errorMessage) = (fetched, nil)
    case .failed(let error): (routes, errorMessage) = ([], error.message)
    }
    let viewModel = History.FetchRoutes.ViewModel(
      displayedRoutes: routes.map { route in
        History.FetchRoutes.ViewModel.DisplayedRoute(
          title: RouteRecorderStrings.historyRowTitle(route),
          detail: RouteRecorderStrings.historyRowDetail(route))
      },
      isEmptyHistoryHidden: !routes.isEmpty, errorMessage: errorMessage)
    viewController?.displayFetchedRoutes(viewModel: viewModel)
  }
}
