import Domain
import Foundation
import MainLoop

/// The stored routes as rows, and the route-detail view model for a selected row.
///
/// The routes are read on a serial queue of its own, on a connection opened there, and the
/// answer comes back on the main queue through the callback; the view model keeps the routes
/// it last read so a selected row can be turned back into its route.
@MainActor
final class HistoryViewModel {
  /// One row of the history list.
  struct Row: Equatable {
    let title: String
    let detail: String
  }

  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let documentsDirectory: URL
  private let mainLoop: MainLoop
  private let reading: WorkQueue
  private var routes: [Route] = []
  /// The read under way and the callback waiting for it.
  private var read: (job: WorkItem, callback: (Result<[Row], StoreError>) -> Void)?

  /// Creates a view model over the recorder's `store` (or why it did not open), reading it
  /// through connections of `opener` on a queue of `mainLoop`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.store = store
    self.opener = opener
    self.documentsDirectory = documentsDirectory
    self.mainLoop = mainLoop
    reading = WorkQueue(label: "route-recorder.history", loop: mainLoop)
  }

  /// A read still under way ends with the screen, unanswered.
  isolated deinit {
    read?.job.cancel()
  }

  // MARK: - Reading

  /// Reads the stored routes again, newest first, off the main thread, and calls back on the
  /// main thread with their rows; on a store error the list is empty and the error comes back
  /// instead. A newer call replaces an older one still reading: only the newer calls back.
  func loadRoutes(callback: @escaping (Result<[Row], StoreError>) -> Void) {
    read?.job.cancel()
    // Weak on the job itself: a [weak self] only on the inner closure would make the job hold
    // the view model strongly until a thread runs it.
    let job = reading.async { [weak self, opener, main = reading.main] in
      let answer = Result { () throws(StoreError) in try opener.open().routes() }
      main.async { self?.routesDidLoad(answer) }
    }
    read = (job, callback)
  }

  // MARK: - Selecting

  /// A view model for the route on row `row`; nil for an unknown row.
  func selectRoute(at row: Int) -> RouteDetailViewModel? {
    guard routes.indices.contains(row), case .success(let store) = store else { return nil }
    return RouteDetailViewModel(
      route: routes[row], store: store, opener: opener, mainLoop: mainLoop,
      documentsDirectory: documentsDirectory)
  }

  // MARK: - Private

  private func routesDidLoad(_ answer: Result<[Route], StoreError>) {
    guard let callback = read?.callback else { return }
    read = nil
    routes = (try? answer.get()) ?? []
    callback(answer.map { $0.map(Self.row(for:)) })
  }

  private static func row(for route: Route) -> Row {
    Row(
      title: RouteRecorderStrings.historyRowTitle(route),
      detail: RouteRecorderStrings.historyRowDetail(route))
  }
}
