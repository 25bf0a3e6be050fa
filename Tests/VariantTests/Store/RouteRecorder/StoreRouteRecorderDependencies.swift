import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import StoreLite
import StoreLiteTest

@testable import StoreVariant

/// Test doubles for the route recorder's dependencies: a location manager the test drives by
/// hand, on the test store's main loop, and the live database client over a real route store in
/// memory (or over one that did not open), whose work off the main actor takes the loop's work
/// latency (zero unless a test sets it).
@MainActor
final class StoreRouteRecorderDependencies {
  /// The loop the test store runs its effects on.
  let mainLoop = MainLoop()
  /// What the manager says the authorization is when the recorder asks.
  var status: AuthorizationStatus = .authorizedAlways
  /// Whether the recorder iterates the manager's updates.
  private(set) var isListening = false
  /// Whether the manager delivers fixes (between start and stop).
  private(set) var isUpdating = false
  /// The accuracy settings applied, in order.
  private(set) var applied: [AccuracySetting] = []
  /// The route store, nil when it did not open.
  let routeStore: RouteStore?
  /// Opens the connections the client's work off the main actor uses, to the same database.
  let opener: RouteStoreOpener
  /// The database client the features use; tests may replace its operations.
  var database: RouteDatabaseClient
  private var continuation: AsyncStream<LocationUpdate>.Continuation?

  static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

  init(openError: StoreError? = nil, documentsDirectory: URL = RouteRecorderSceneHost.noDocuments)
    throws
  {
    if let openError {
      routeStore = nil
      opener = RouteRecorderSceneHost.unusedOpener()
      database = .live(
        .failure(openError), opener: opener, mainLoop: mainLoop,
        documentsDirectory: documentsDirectory)
    } else {
      opener = RouteStoreOpener(storage: .inMemory, memoryName: "store-\(UUID().uuidString)")
      let store = try RouteStore(sharedMemoryNamed: opener.memoryName, now: { Self.epoch })
      routeStore = store
      database = .live(
        .success(store), opener: opener, mainLoop: mainLoop,
        documentsDirectory: documentsDirectory)
    }
  }

  var location: RecorderLocationClient {
    RecorderLocationClient(
      updates: { [weak self] in
        let (updates, continuation) = AsyncStream<LocationUpdate>.makeStream()
        continuation.onTermination = { [weak self] _ in
          MainActor.assumeIsolated { self?.isListening = false }
        }
        self?.continuation = continuation
        self?.isListening = true
        return updates
      },
      authorizationStatus: { [weak self] in self?.status ?? .notDetermined },
      apply: { [weak self] in self?.applied.append($0) },
      startUpdatingLocation: { [weak self] in self?.isUpdating = true },
      stopUpdatingLocation: { [weak self] in self?.isUpdating = false })
  }

  /// Puts these doubles in place of the live dependencies.
  func install(in dependencies: inout DependencyValues) {
    dependencies.recorderLocation = location
    dependencies.routeDatabase = database
  }

  /// A test store of `Feature` on these doubles and their loop.
  func testStore<Feature: Reducer>(
    _ initialState: Feature.State, _ feature: @autoclosure () -> Feature
  ) -> TestStore<Feature.State, Feature.Action> where Feature.State: Equatable {
    TestStore(
      initialState: initialState, reducer: feature, mainLoop: mainLoop,
      withDependencies: { self.install(in: &$0) })
  }

  /// Reports `update` as the location manager would, and runs what it woke.
  func emit(_ update: LocationUpdate) {
    mainLoop.drive {
      continuation?.yield(update)
      mainLoop.runUntilIdle()
    }
  }

  /// A route stored under `title`, with `fixes` appended.
  func storedRoute(_ title: String, fixes: [Location] = []) throws -> Route {
    let store = try RouteStore.required(routeStore)
    let route = try store.createRoute(title: title)
    return fixes.isEmpty ? route : try store.append(fixes, to: route.id)
  }

  /// A valid fix at (`latitude`, `longitude`); a negative `accuracy` makes it unrecordable.
  static func fix(_ latitude: Double, _ longitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
      horizontalAccuracy: accuracy, timestamp: epoch.addingTimeInterval(100))
  }
}

extension RouteStore {
  /// `store`, or an error when the doubles were made without one.
  fileprivate static func required(_ store: RouteStore?) throws -> RouteStore {
    guard let store else { throw StoreError.cannotOpen(path: "", reason: "no store in this test") }
    return store
  }
}
