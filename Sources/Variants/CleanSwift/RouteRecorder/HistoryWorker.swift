import Domain
import MainLoop

/// The history's work on the database: reading the stored routes, on a queue of its own, off
/// the main thread.
@MainActor
final class HistoryWorker {
  private let opener: RouteStoreOpener
  /// Where the routes are read.
  private let reading: WorkQueue

  init(library: RouteLibrary) {
    opener = library.opener
    reading = WorkQueue(label: "route-recorder.history", loop: library.mainLoop)
  }

  /// Reads every stored route, newest first, on a connection opened on the worker's queue;
  /// `completion` runs back on the main queue. Cancelling the returned job means `completion`
  /// never runs.
  func fetchRoutes(
    completion: @escaping @MainActor @Sendable (Result<[Route], StoreError>) -> Void
  ) -> WorkItem {
    reading.async { [opener, main = reading.main] in
      let routes = Result { () throws(StoreError) in try opener.open().routes() }
      main.async { completion(routes) }
    }
  }
}
