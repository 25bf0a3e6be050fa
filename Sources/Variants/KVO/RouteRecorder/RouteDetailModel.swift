import CoreLocationLite
import Domain
import Foundation
import KVOLite

/// One stored route as a key-value observable model: whether its track is loaded, whether it
/// was deleted, and the outcome of an export.
///
/// The track is an array of Swift structs, which `@objc dynamic` cannot declare: it is plain
/// storage, and ``isLoaded`` says when it is there.
@MainActor
final class RouteDetailModel: KVOObject {
  /// The route as the history listed it.
  let route: Route

  /// Every footprint's coordinate, in recording order, once ``load()`` has read them.
  private(set) var coordinates: [LocationCoordinate2D] = []
  /// Set once ``load()`` has read ``coordinates``.
  @Dynamic private(set) var isLoaded = false
  /// Set once the route is deleted from the store.
  @Dynamic var isDeleted = false
  /// The message of the last successful export; each set is one alert.
  @Dynamic var exportedMessage: String?
  /// The last error to show the user; each set is one alert.
  @Dynamic var errorMessage: String?

  private let store: RouteStore
  private let documentsDirectory: URL

  /// Creates a model for `route` in `store`, exporting to `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
    super.init()
  }

  // MARK: - Changing

  /// Reads the route's footprints.
  func load() {
    do throws(StoreError) {
      coordinates = try store.footprints(of: route.id).map(\.coordinate)
      isLoaded = true
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
}
