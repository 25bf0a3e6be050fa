import Domain
import Foundation

/// The stored routes as rows, and the route-detail view model for a selected row.
///
/// Every answer is known at once and returned; the view model keeps the routes it last read
/// so a selected row can be turned back into its route.
@MainActor
final class HistoryViewModel {
  /// One row of the history list.
  struct Row: Equatable {
    let title: String
    let detail: String
  }

  private let store: Result<RouteStore, StoreError>
  private let documentsDirectory: URL
  private var routes: [Route] = []

  /// Creates a view model over the recorder's `store` (or why it did not open).
  init(store: Result<RouteStore, StoreError>, documentsDirectory: URL) {
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Reading

  /// Reads the stored routes again, newest first, and returns their rows; on a store error
  /// the list is empty and the error comes back instead.
  func loadRoutes() -> Result<[Row], StoreError> {
    do throws(StoreError) {
      routes = try store.get().routes()
      return .success(routes.map(Self.row(for:)))
    } catch {
      routes = []
      return .failure(error)
    }
  }

  // MARK: - Selecting

  /// A view model for the route on row `row`; nil for an unknown row.
  func selectRoute(at row: Int) -> RouteDetailViewModel? {
    guard routes.indices.contains(row), case .success(let store) = store else { return nil }
    return RouteDetailViewModel(
      route: routes[row], store: store, documentsDirectory: documentsDirectory)
  }

  // MARK: - Private

  private static func row(for route: Route) -> Row {
    Row(
      title: RouteRecorderStrings.historyRowTitle(route),
      detail: RouteRecorderStrings.historyRowDetail(route))
  }
}
