import Foundation
import Synchronization

/// Opens connections to one route database on whatever thread calls it: how work off the main
/// thread gets a connection of its own, since a ``RouteStore`` is used only on the thread (or
/// executor) that opened it.
///
/// Its connections read, delete and export; they do not create routes (a route's creation
/// instant comes from the screen's clock, which lives on the main thread). It counts the
/// connections it opened that are still open, so a check after a screen's teardown sees one
/// left behind by work that outlived the screen.
public final class RouteStoreOpener: Sendable {
  /// Where the database lives.
  public let storage: RouteStore.Storage
  /// The name an in-memory database is shared by.
  public let memoryName: String
  private let openCount = Atomic<Int>(0)

  /// An opener for the database at `storage`; an in-memory one is found by `memoryName`
  /// (see ``RouteStore/init(sharedMemoryNamed:now:)``).
  public init(storage: RouteStore.Storage, memoryName: String) {
    self.storage = storage
    self.memoryName = memoryName
  }

  /// A new connection, opened (and migrated as needed) on the calling thread.
  ///
  /// - Throws: ``StoreError`` naming the file when it cannot be used.
  public func open() throws(StoreError) -> RouteStore {
    let store: RouteStore
    switch storage {
    case .file: store = try RouteStore(storage, now: Self.noClock)
    case .inMemory: store = try RouteStore(sharedMemoryNamed: memoryName, now: Self.noClock)
    }
    openCount.add(1, ordering: .sequentiallyConsistent)
    store.database.onClose = { [self] in
      openCount.subtract(1, ordering: .sequentiallyConsistent)
    }
    return store
  }

  /// How many connections it opened are still open.
  public var openConnections: Int { openCount.load(ordering: .sequentiallyConsistent) }

  private static let noClock: @Sendable () -> Date = {
    preconditionFailure("a connection from RouteStoreOpener does not create routes")
  }
}
