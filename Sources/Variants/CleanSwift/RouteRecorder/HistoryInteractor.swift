import Domain
import MainLoop

/// What the history scene can be asked to do.
@MainActor
protocol HistoryBusinessLogic: AnyObject {
  /// Reads the stored routes, off the main thread, and reports them when the read lands; a
  /// newer request replaces a read still under way.
  func fetchRoutes(request: History.FetchRoutes.Request)
}

/// The history scene's state, readable by its router to pass the selected route on.
@MainActor
protocol HistoryDataStore: AnyObject {
  /// The routes on screen, in row order.
  var routes: [Route] { get }
}

/// Runs the history's use case: asks the worker for the routes, keeping the read under way so
/// that a newer request cancels it (latest wins); when the answer comes back, keeps the routes
/// for the router and hands them (or the failure) to the presenter.
@MainActor
final class HistoryInteractor: HistoryBusinessLogic, HistoryDataStore {
  var presenter: HistoryPresentationLogic?
  let worker: HistoryWorker
  private(set) var routes: [Route] = []
  private var fetchJob: WorkItem?

  init(worker: HistoryWorker) {
    self.worker = worker
  }

  /// Cancels the read under way: nothing answers a scene that is gone.
  isolated deinit {
    fetchJob?.cancel()
  }

  // MARK: - Fetch routes

  func fetchRoutes(request: History.FetchRoutes.Request) {
    fetchJob?.cancel()
    fetchJob = worker.fetchRoutes { [weak self] routes in
      self?.routesDidFetch(routes)
    }
  }

  private func routesDidFetch(_ fetched: Result<[Route], StoreError>) {
    fetchJob = nil
    switch fetched {
    case .success(let fetched):
      routes = fetched
      presenter?.presentFetchedRoutes(response: .fetched(routes))
    case .failure(let error):
      routes = []
      presenter?.presentFetchedRoutes(response: .failed(error))
    }
  }
}
