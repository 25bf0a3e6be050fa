import CoreLocationLite
import Domain
import Foundation

/// One stored route: its figures, its footprints, deletion and GPX export, each returned
/// (or thrown) straight to the caller.
@MainActor
final class RouteDetailViewModel {
  /// The route's texts: the screen title and its two labels.
  struct Summary: Equatable {
    let screenTitle: String
    let titleText: String
    let figuresText: String
  }

  /// Why the export failed, as the error alert says it.
  struct ExportFailure: Error {
    let message: String
  }

  private let route: Route
  private let store: RouteStore
  private let documentsDirectory: URL

  /// Creates a view model for `route`, read from and deleted in `store`, exported to
  /// `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Reading

  /// The route's title and figures.
  func loadRoute() -> Summary {
    Summary(
      screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route),
      figuresText: RouteRecorderStrings.historyRowDetail(route))
  }

  /// Reads the route's footprints and returns their coordinates, in recording order.
  func loadFootprints() throws(StoreError) -> [LocationCoordinate2D] {
    try store.footprints(of: route.id).map(\.coordinate)
  }

  // MARK: - Deleting

  /// The question the delete confirmation asks.
  func deletionMessage() -> String {
    RouteRecorderStrings.deleteAlertMessage(route)
  }

  /// Deletes the route and its footprints.
  func deleteRoute() throws(StoreError) {
    try store.deleteRoute(route.id)
  }

  // MARK: - Exporting

  /// Writes the route as GPX to the documents folder, and returns the message that says
  /// where, or throws why it could not.
  func exportRoute() throws(ExportFailure) -> String {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      return RouteRecorderStrings.exportedMessage(route, fileName: fileName)
    } catch {
      let reason = String(describing: error)
      throw ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason))
    }
  }
}
