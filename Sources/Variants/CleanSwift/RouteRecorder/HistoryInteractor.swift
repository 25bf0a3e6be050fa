import Domain

/// What the history scene can be asked to do.
@MainActor
protocol HistoryBusinessLogic: AnyObject {
  /// Reads the stored routes and reports them.
  func fetchRoutes(request: History.FetchRoutes.Request)
}

/// The history scene's state, readable by its router to pass the selected route on.
@MainActor
protocol HistoryDataStore: AnyObject {
  /// The routes on screen, in row order.
  var routes: [Route] { get }
}

/// Runs the history's use case: asks the worker for the routes, keeps them for the router and
/// hands them (or the failure) to the presenter.
@MainActor
final class HistoryInteractor: HistoryBusinessLogic, HistoryDataStore {
  var presenter: HistoryPresentationLogic?
  let worker: HistoryWorker
  private(set) var routes: [Route] = []

  init(worker: HistoryWorker) {
    self.worker = worker
  }

  // MARK: - Fetch routes

  func fetchRoutes(request: History.FetchRoutes.Request) {
    do throws(StoreError) {
      routes = try worker.fetchRoutes()
      presenter?.presentFetchedRoutes(response: .fetched(routes))
    } catch {
      routes = []
      presenter?.presentFetchedRoutes(response: .failed(error))
    }
  }
}
