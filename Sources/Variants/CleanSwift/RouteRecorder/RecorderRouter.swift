/// Where the recorder scene can navigate.
@MainActor
protocol RecorderRoutingLogic: AnyObject {
  /// Pushes the history scene.
  func routeToHistory()
}

/// Gives the scenes the recorder opens access to its state.
@MainActor
protocol RecorderDataPassing: AnyObject {
  var dataStore: RecorderDataStore? { get }
}

/// The recorder scene's router: builds the history scene on the same route library and
/// pushes it on the navigation stack.
@MainActor
final class RecorderRouter: RecorderRoutingLogic, RecorderDataPassing {
  weak var viewController: RecorderViewController?
  var dataStore: RecorderDataStore?
  private let library: RouteLibrary

  init(library: RouteLibrary) {
    self.library = library
  }

  // MARK: - Routing

  func routeToHistory() {
    guard let viewController else { return }
    let destination = HistoryViewController(library: library)
    navigateToHistory(source: viewController, destination: destination)
  }

  // MARK: - Navigation

  private func navigateToHistory(
    source: RecorderViewController, destination: HistoryViewController
  ) {
    source.navigationController?.pushViewController(destination, animated: true)
  }
}
