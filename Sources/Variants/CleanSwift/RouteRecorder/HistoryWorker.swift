import Domain

/// The history's work on the database: reading the stored routes.
@MainActor
final class HistoryWorker {
  private let library: RouteLibrary

  init(library: RouteLibrary) {
    self.library = library
  }

  /// Every stored route, newest first.
  func fetchRoutes() throws(StoreError) -> [Route] {
    try library.store().routes()
  }
}
