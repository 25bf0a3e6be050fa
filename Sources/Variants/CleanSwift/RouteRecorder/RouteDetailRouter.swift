/// Where the route detail scene can navigate.
@MainActor
protocol RouteDetailRoutingLogic: AnyObject {
  /// Goes back to the history (after the route was deleted).
  func routeToHistory()
}

/// Gives the history's router access to the route detail's state.
@MainActor
protocol RouteDetailDataPassing: AnyObject {
  var dataStore: RouteDetailDataStore? { get }
}

/// The route detail scene's router: holds the data store the history passes the route into,
/// and pops back to the history.
@MainActor
final class RouteDetailRouter: RouteDetailRoutingLogic, RouteDetailDataPassing {
  weak var viewController: RouteDetailViewController?
  var dataStore: RouteDetailDataStore?

  // MARK: - Routing

  func routeToHistory() {
    guard let viewController else { return }
    navigateToHistory(source: viewController)
  }

  // MARK: - Navigation

  private func navigateToHistory(source: RouteDetailViewController) {
    source.navigationController?.popViewController(animated: true)
  }
}
