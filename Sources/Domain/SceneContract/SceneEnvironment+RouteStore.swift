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
      let store = try RouteStore(routeStorage, now: now)
      openedStores.removeAll { $0.store == nil }
      openedStores.append(WeakRouteStore(store: store, index: openedStoreCount))
      openedStoreCount += 1
      return store
    case .inMemory:
      if let sharedInMemoryStore { return sharedInMemoryStore }
      let store = try RouteStore(sharedMemoryNamed: routeStoreOpener.memoryName, now: now)
      sharedInMemoryStore = store
      return store
    }
  }

  /// File stores opened since the first `opened` (``openedStoreCount`` then) that are still
  /// alive and open, and the connections work off the main thread opened and has not closed:
  /// after a screen's teardown, connections through which writes could still land. The
  /// shared in-memory store of timing runs belongs to the environment and is not counted.
  public func openRouteStoreCount(openedSince opened: Int) -> Int {
    openedStores.filter { $0.index >= opened && $0.store?.isOpen == true }.count
      + routeStoreOpener.openConnections
  }
}

/// A store ``SceneEnvironment/openRouteStore()`` opened, held weakly.
struct WeakRouteStore {
  weak var store: RouteStore?
  /// Its place in the order stores were opened.
  let index: Int
}
