import Domain
import Foundation
import KVOLite

/// The stored routes as a key-value observable model.
///
/// ``reload()`` reads ``routes`` (newest first) from the store and counts the change in
/// ``routesChangeCount``, so every observer sees the list as it is now; a store that fails sets
/// ``errorMessage`` instead. The routes are Swift structs, which `@objc dynamic` cannot declare,
/// so they are plain storage beside the observable count.
@MainActor
final class HistoryModel: KVOObject {
  /// The stored routes, newest first; observe ``routesChangeCount`` to hear of changes.
  private(set) var routes: [Route] = []
  /// Counts the changes of ``routes``.
  @Dynamic private(set) var routesChangeCount = 0
  /// The last error to show the user; each set is one alert.
  @Dynamic var errorMessage: String?

  private let store: Result<RouteStore, StoreError>
  private let documentsDirectory: URL

  /// Creates a model over `store`; route detail models it makes export to `documentsDirectory`.
  init(store: Result<RouteStore, StoreError>, documentsDirectory: URL) {
    self.store = store
    self.documentsDirectory = documentsDirectory
    super.init()
  }

  // MARK: - Changing

  /// Reads the stored routes again.
  func reload() {
    do throws(StoreError) {
      routes = try store.get().routes()
      routesChangeCount += 1
    } catch {
      errorMessage = error.message
    }
  }

  /// A model for the detail screen of the route at `index` in ``routes``.
  func makeRouteDetailModel(at index: Int) -> RouteDetailModel? {
    guard routes.indices.contains(index), case .success(let store) = store else { return nil }
    return RouteDetailModel(
      route: routes[index], store: store, documentsDirectory: documentsDirectory)
  }
}
