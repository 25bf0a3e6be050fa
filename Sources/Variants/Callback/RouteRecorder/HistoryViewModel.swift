import Domain
import Foundation

/// The stored routes as rows, and the route-detail view model for a selected row.
///
/// Every method answers through its completion closure; the view model keeps the routes it
/// last read so a selected row can be turned back into its route.
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

  /// Reads the stored routes again, newest first, and calls back with their rows; on a store
  /// error the list is empty and the error comes back instead.
  func loadRoutes(completion: @escaping (Result<[Row], StoreError>) -> Void) {
    do throws(StoreError) {
      routes = try store.get().routes()
      completion(.success(routes.map(Self.row(for:))))
    } catch {
      routes = []
      completion(.failure(error))
    }
  }

  // MARK: - Selecting

  /// Calls back with a view model for the route on row `row`; nothing for an unknown row.
  func selectRoute(at row: Int, completion: @escaping (RouteDetailViewModel) -> Void) {
    guard routes.indices.contains(row), case .success(let store) = store else { return }
    completion(
      RouteDetailViewModel(
        route: routes[row], store: store, documentsDirectory: documentsDirectory))
  }

  // MARK: - Private

  private static func row(for route: Route) -> Row {
    Row(
      title: RouteRecorderStrings.historyRowTitle(route),
      detail: RouteRecorderStrings.historyRowDetail(route))
  }
}
