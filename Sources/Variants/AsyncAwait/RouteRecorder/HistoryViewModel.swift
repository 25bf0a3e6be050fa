import Domain
import Foundation
import MainLoop

/// The stored routes as rows, and the route-detail view model for a selected row.
///
/// The routes are read off the main thread by a ``RouteArchive`` of its own, awaited from the
/// main actor; the view model keeps the routes it last read so a selected row can be turned
/// back into its route.
@MainActor
final class HistoryViewModel {
  /// One row of the history list.
  struct Row: Equatable {
    let title: String
    let detail: String
  }

  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  private let archive: RouteArchive
  private var routes: [Route] = []

  /// Creates a view model over the recorder's `store` (or why it did not open), reading it
  /// through connections of `opener` on a queue of `mainLoop`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    archive = RouteArchive(
      opener: opener, queue: WorkQueue(label: "route-recorder.history", loop: mainLoop))
  }

  // MARK: - Reading

  /// Reads the stored routes again, newest first, off the main thread, and returns their
  /// rows; on a store error the list is empty and the error is thrown.
  ///
  /// - Throws: `StoreError`; `CancellationError` when the calling task was cancelled (a newer
  ///   read, the screen going away) — the routes it read, if any, are not kept.
  func loadRoutes() async throws -> [Row] {
    let answer = try await archive.routes()
    try Task.checkCancellation()
    do throws(StoreError) {
      routes = try answer.get()
      return routes.map(Self.row(for:))
    } catch {
      routes = []
      throw error
    }
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

  private static func row(for route: Route) -> Row {
    Row(
      title: RouteRecorderStrings.historyRowTitle(route),
      detail: RouteRecorderStrings.historyRowDetail(route))
  }
}
