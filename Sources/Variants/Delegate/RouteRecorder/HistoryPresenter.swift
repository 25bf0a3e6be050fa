import Domain
import Foundation
import MainLoop

/// Owns the list of stored routes and tells its delegate, the view, about every change.
///
/// The view asks for the routes on every appearance (``loadRoutes()``). The presenter reads
/// them on a serial queue of its own (a background `DispatchQueue`'s stand-in), on a connection
/// opened there, and comes back with `main.async`, where setting ``routes`` tells the view the
/// rows. A newer read cancels the one under way, and so does the presenter's end: a screen
/// that is gone hears nothing. A selected row asks the view to show that route's detail.
@MainActor
final class HistoryPresenter {
  /// One row of the history list.
  struct Row: Equatable {
    let title: String
    let detail: String
  }

  // MARK: - State

  /// The stored routes, newest first; nil until the first read lands.
  private(set) var routes: [Route]? {
    didSet { delegate?.historyPresenter(self, didUpdateRows: rows) }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet {
      if let errorMessage { delegate?.historyPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  /// The view, told about every change; held weakly. Setting it tells it the rows once they
  /// are known (and an undismissed error).
  weak var delegate: HistoryPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      if routes != nil { delegate.historyPresenter(self, didUpdateRows: rows) }
      if let errorMessage { delegate.historyPresenter(self, didFailWithMessage: errorMessage) }
    }
  }
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  /// Where the routes are read, off the main thread.
  private let reading: WorkQueue
  /// The read under way.
  private var readJob: WorkItem?

  /// Creates a presenter over the recorder's `store` (or why it did not open), reading it
  /// through connections of `opener` on a queue of `mainLoop`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    reading = WorkQueue(label: "route-recorder.history", loop: mainLoop)
  }

  /// A read still under way ends with the screen.
  isolated deinit {
    readJob?.cancel()
  }

  /// ``routes`` as the list shows them.
  var rows: [Row] {
    (routes ?? []).map { route in
      Row(
        title: RouteRecorderStrings.historyRowTitle(route),
        detail: RouteRecorderStrings.historyRowDetail(route))
    }
  }

  // MARK: - User intents

  /// Reads the stored routes again, off the main thread, cancelling a read still under way;
  /// on a store error the list is empty and the error shows.
  func loadRoutes() {
    readJob?.cancel()
    readJob = reading.async { [weak self, opener, main = reading.main] in
      let answer = Result { () throws(StoreError) in try opener.open().routes() }
      main.async { self?.routesDidLoad(answer) }
    }
  }

  /// Opens the route on row `row`; nothing for an unknown row.
  func routeSelected(at row: Int) {
    guard let routes, routes.indices.contains(row), case .success(let store) = store else {
      return
    }
    let detail = RouteDetailPresenter(
      route: routes[row], store: store, opener: opener, mainLoop: mainLoop,
      documentsDirectory: documentsDirectory)
    delegate?.historyPresenter(self, didRequestRouteDetail: detail)
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }

  // MARK: - Answers

  private func routesDidLoad(_ answer: Result<[Route], StoreError>) {
    readJob = nil
    switch answer {
    case .success(let routes):
      self.routes = routes
    case .failure(let error):
      routes = []
      errorMessage = error.message
    }
  }
}
