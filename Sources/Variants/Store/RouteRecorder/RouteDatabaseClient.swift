import CoreLocationLite
import Domain
import Foundation

/// The route store as the reducers see it: plain operations that answer at once with a result,
/// replaced in tests by an in-memory store or canned failures.
struct RouteDatabaseClient {
  /// Why the store did not open, or nil when it did (checked once, on load).
  var openError: @MainActor () -> StoreError?
  /// Creates a route titled exactly `title`; a title already stored is `duplicateTitle`.
  var createRoute: @MainActor (_ title: String) -> Result<Route, StoreError>
  /// Appends every fix of one batch, in one call, and returns the updated route.
  var append: @MainActor (_ fixes: [Location], _ route: Route.ID) -> Result<Route, StoreError>
  /// Every stored route, newest first.
  var routes: @MainActor () -> Result<[Route], StoreError>
  /// The coordinates of a route's footprints, in recording order.
  var footprints: @MainActor (_ route: Route.ID) -> Result<[LocationCoordinate2D], StoreError>
  /// Deletes a route and its footprints; nil when it worked.
  var deleteRoute: @MainActor (_ route: Route.ID) -> StoreError?
  /// Writes a route as GPX to the documents folder; the alert's message either way.
  var exportRoute: @MainActor (_ route: Route) -> Result<String, ExportFailure>

  /// Why an export failed, as the error alert says it.
  struct ExportFailure: Error, Equatable {
    let message: String
  }
}

extension RouteDatabaseClient {
  /// The client over the opened `RouteStore` (or why it did not open), exporting to
  /// `documentsDirectory`.
  @MainActor
  static func live(
    _ store: Result<RouteStore, StoreError>, documentsDirectory: URL
  ) -> RouteDatabaseClient {
    RouteDatabaseClient(
      openError: {
        guard case .failure(let error) = store else { return nil }
        return error
      },
      createRoute: { title in
        Result { () throws(StoreError) in
          let store = try store.get()
          guard try !store.exists(title: title) else { throw .duplicateTitle(title) }
          return try store.createRoute(title: title)
        }
      },
      append: { fixes, route in
        Result { () throws(StoreError) in try store.get().append(fixes, to: route) }
      },
      routes: { Result { () throws(StoreError) in try store.get().routes() } },
      footprints: { route in
        Result { () throws(StoreError) in try store.get().footprints(of: route).map(\.coordinate) }
      },
      deleteRoute: { route in
        do throws(StoreError) {
          try store.get().deleteRoute(route)
          return nil
        } catch {
          return error
        }
      },
      exportRoute: { route in
        let fileName = RouteRecorderStrings.exportFileName(route)
        do {
          let track = try store.get().gpxTrack(of: route.id)
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
