import CoreLocationLite
import Domain
import Foundation
import Observation

/// One stored route as an `@Observable` model: its track, whether it was deleted, and the
/// outcome of an export, each message kept until its alert is dismissed.
@MainActor
@Observable
final class RouteDetailModel {
  /// The route as the history listed it.
  let route: Route

  /// Every footprint's coordinate, in recording order, once ``load()`` has read them.
  private(set) var coordinates: [LocationCoordinate2D] = []
  /// Set once the route is deleted from the store.
  private(set) var isDeleted = false
  /// The message of the last successful export, until its alert is dismissed.
  private(set) var exportedMessage: String?
  /// The error to show the user, until its alert is dismissed.
  private(set) var errorMessage: String?

  @ObservationIgnored private let store: RouteStore
  @ObservationIgnored private let documentsDirectory: URL

  /// Creates a model for `route` in `store`, exporting to `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Changing

  /// Reads the route's footprints.
  func load() {
    do throws(StoreError) {
      coordinates = try store.footprints(of: route.id).map(\.coordinate)
    } catch {
      errorMessage = error.message
    }
  }

  /// Deletes the route and its footprints.
  func deleteRoute() {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      isDeleted = true
    } catch {
      errorMessage = error.message
    }
  }

  /// Writes the route as GPX into the documents folder.
  func exportRoute() {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      exportedMessage = RouteRecorderStrings.exportedMessage(route, fileName: fileName)
    } catch {
      errorMessage = RouteRecorderStrings.exportFailedMessage(
        route, reason: String(describing: error))
    }
  }

  /// The user dismissed the alert about the export.
  func exportAlertDismissed() {
    exportedMessage = nil
  }

  /// The user dismissed the error alert.
  func errorDismissed() {
    errorMessage = nil
  }
}
