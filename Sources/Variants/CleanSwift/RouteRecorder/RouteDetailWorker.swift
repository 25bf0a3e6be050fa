import Domain
import Foundation

/// The route detail's work on the database and the file system: reading a route's points,
/// deleting it, and exporting it as GPX.
@MainActor
final class RouteDetailWorker {
  private let library: RouteLibrary

  init(library: RouteLibrary) {
    self.library = library
  }

  /// The route's points in recording order.
  func fetchFootprints(of route: Route) throws(StoreError) -> [Footprint] {
    try library.store().footprints(of: route.id)
  }

  /// Deletes the route and all its points.
  func deleteRoute(_ route: Route) throws(StoreError) {
    try library.store().deleteRoute(route.id)
  }

  /// Writes the route's GPX document to the export folder and returns the file's name.
  ///
  /// - Throws: a ``StoreError`` when the route cannot be read, a ``GPXError`` when the file
  ///   cannot be written.
  func exportRoute(_ route: Route) throws -> String {
    let fileName = RouteRecorderStrings.exportFileName(route)
    let track = try library.store().gpxTrack(of: route.id)
    try GPXWriter.write(track, to: library.exportDirectory.appendingPathComponent(fileName))
    return fileName
  }
}
