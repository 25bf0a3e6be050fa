import Domain
import Foundation
import Observation

/// The stored routes as an `@Observable` model.
///
/// ``reload()`` sets ``routes`` (newest first) from the store; a store that fails sets
/// ``errorMessage`` instead, which stays set until its alert is dismissed.
@MainActor
@Observable
final class HistoryModel {
  /// The stored routes, newest first.
  private(set) var routes: [Route] = []
  /// The error to show the user, until its alert is dismissed.
  private(set) var errorMessage: String?

  @ObservationIgnored private let store: Result<RouteStore, StoreError>
  @ObservationIgnored private let documentsDirectory: URL

  /// Creates a model over `store`; route detail models it makes export to `documentsDirectory`.
  init(store: Result<RouteStore, StoreError>, documentsDirectory: URL) {
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Changing

  /// Reads the stored routes again.
  func reload() {
    do throws(StoreError) {
      routes = try store.get().routes()
    } catch {
      errorMessage = error.message
    }
  }

  /// The user dismissed the error alert.
  func errorDismissed() {
    errorMessage = nil
  }

  /// A model for the detail screen of the route at `index` in ``routes``.
  func makeRouteDetailModel(at index: Int) -> RouteDetailModel? {
    guard routes.indices.contains(index), case .success(let store) = store else { return nil }
    return RouteDetailModel(
      route: routes[index], store: store, documentsDirectory: documentsDirectory)
  }
}
