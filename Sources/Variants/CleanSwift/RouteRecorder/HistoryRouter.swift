/// Where the history scene can navigate.
@MainActor
protocol HistoryRoutingLogic: AnyObject {
  /// Pushes the detail scene of the selected row's route.
  func routeToRouteDetail()
}

/// Gives the scenes the history opens access to its routes.
@MainActor
protocol HistoryDataPassing: AnyObject {
  var dataStore: HistoryDataStore? { get }
}

/// The history scene's router: builds the route detail scene, passes it the selected route
/// through its data store and pushes it.
@MainActor
final class HistoryRouter: HistoryRoutingLogic, HistoryDataPassing {
  weak var viewController: HistoryViewController?
  var dataStore: HistoryDataStore?
  private let library: RouteLibrary

  init(library: RouteLibrary) {
    self.library = library
  }

  // MARK: - Routing

  func routeToRouteDetail() {
    guard let viewController, let dataStore else { return }
    let destination = RouteDetailViewController(library: library)
    guard var destinationDataStore = destination.router?.dataStore else { return }
    passDataToRouteDetail(source: dataStore, destination: &destinationDataStore)
    navigateToRouteDetail(source: viewController, destination: destination)
  }

  // MARK: - Passing data

  /// Hands the route of the selected row to the detail scene.
  func passDataToRouteDetail(source: HistoryDataStore, destination: inout RouteDetailDataStore) {
    guard let row = viewController?.historyTable.indexPathForSelectedRow,
      source.routes.indices.contains(row)
    else { return }
    destination.route = source.routes[row]
  }

  // MARK: - Navigation

  private func navigateToRouteDetail(
    source: HistoryViewController, destination: RouteDetailViewController
  ) {
    source.navigationController?.pushViewController(destination, animated: true)
  }
}
