import CoreLocationLite
import Domain
import Foundation
import StoreLite

/// The route store as the reducers see it: plain operations that answer at once with a result,
/// replaced in tests by an in-memory store or canned failures.
struct RouteDatabaseClient: Sendable {
  /// Why the store did not open, or nil when it did (checked once, on load).
  var openError: @MainActor @Sendable () -> StoreError?
  /// Creates a route titled exactly `title`; a title already stored is `duplicateTitle`.
  var createRoute: @MainActor @Sendable (_ title: String) -> Result<Route, StoreError>
  /// Appends every fix of one batch, in one call, and returns the updated route.
  var append: @MainActor @Sendable (_ fixes: [Location], _ route: Route.ID) -> Result<Route, StoreError>
  /// Every stored route, newest first.
  var routes: @MainActor @Sendable () -> Result<[Route], StoreError>
  /// The coordinates of a route's footprints, in recording order.
  var footprints: @MainActor @Sendable (_ route: Route.ID) -> Result<[LocationCoordinate2D], StoreError>
  /// Deletes a route and its footprints; nil when it worked.
  var deleteRoute: @MainActor @Sendable (_ route: Route.ID) -> StoreError?
  /// Writes a route as GPX to the documents folder; the alert's message either way.
  var exportRoute: @MainActor @Sendable (_ route: Route) -> Result<String, ExportFailure>

  /// Why an export failed, as the error alert says it.
  struct ExportFailure: Error, Equatable, Sendable {
    let message: String
  }
}

extension RouteDatabaseClient {
  /// The client over the opened `RouteStore` (or why it did not open), exporting to
  /// `documentsDirectory`.
  @MainActor
  static func live(
    _ opened: Result<RouteStore, StoreError>, documentsDirectory: URL
  ) -> RouteDatabaseClient {
    let store = OpenedStore(opened)
    return RouteDatabaseClient(
      openError: {
        guard case .failure(let error) = store.result else { return nil }
        return error
      },
      createRoute: { title in
        Result { () throws(StoreError) in
          let store = try store.result.get()
          guard try !store.exists(title: title) else { throw .duplicateTitle(title) }
          return try store.createRoute(title: title)
        }
      },
      append: { fixes, route in
        Result { () throws(StoreError) in try store.result.get().append(fixes, to: route) }
      },
      routes: { Result { () throws(StoreError) in try store.result.get().routes() } },
      footprints: { route in
        Result { () throws(StoreError) in try store.result.get().footprints(of: route).map(\.coordinate) }
      },
      deleteRoute: { route in
        do throws(StoreError) {
          try store.result.get().deleteRoute(route)
          return nil
        } catch {
          return error
        }
      },
      exportRoute: { route in
        let fileName = RouteRecorderStrings.exportFileName(route)
        do {
          let track = try store.result.get().gpxTrack(of: route.id)
          try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
          return .success(RouteRecorderStrings.exportedMessage(route, fileName: fileName))
        } catch {
          let reason = String(describing: error)
          return .failure(
            ExportFailure(
              message: RouteRecorderStrings.exportFailedMessage(route, reason: reason)))
        }
      })
  }
}

/// The opened route store, confined to the main actor, where every call of the client runs.
@MainActor
private final class OpenedStore {
  let result: Result<RouteStore, StoreError>

  init(_ result: Result<RouteStore, StoreError>) {
    self.result = result
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// The route store (the SQLite database).
  var routeDatabase: RouteDatabaseClient {
    get { self[RouteDatabaseClientKey.self] }
    set { self[RouteDatabaseClientKey.self] = newValue }
  }
}

private enum RouteDatabaseClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: RouteDatabaseClient {
    let failure = StoreError.cannotOpen(path: "", reason: "RouteDatabaseClient is not provided")
    return RouteDatabaseClient(
      openError: { failure }, createRoute: { _ in .failure(failure) },
      append: { _, _ in .failure(failure) }, routes: { .failure(failure) },
      footprints: { _ in .failure(failure) }, deleteRoute: { _ in failure },
      exportRoute: { _ in .failure(RouteDatabaseClient.ExportFailure(message: failure.message)) })
  }
}
