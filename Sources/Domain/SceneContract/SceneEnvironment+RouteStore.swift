import Domain
import Foundation

extension SceneEnvironment {
  /// Opens the route database the way the app does at launch.
  ///
  /// A file database opens a new connection each time, so a restarted screen reads what the
  /// previous one saved; an in-memory database is shared by every screen of this environment.
  ///
  /// - Throws: ``StoreError`` naming the file when it cannot be used; screens show it.
  public func openRouteStore() throws(StoreError) -> RouteStore {
    switch routeStorage {
    case .file:
      return try RouteStore(routeStorage, now: now)
    case .inMemory:
      if let sharedInMemoryStore { return sharedInMemoryStore }
      let store = try RouteStore(.inMemory, now: now)
      sharedInMemoryStore = store
      return store
    }
  }
}
