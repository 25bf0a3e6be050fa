import CoreLocationLite
import Domain
import Foundation

/// One stored route: its figures, its footprints, deletion and GPX export. Every answer is
/// known at once, so each is a return value.
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
  var summary: Summary {
    Summary(
      screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route),
      figuresText: RouteRecorderStrings.historyRowDetail(route))
  }

  /// Reads the route's footprints: their coordinates, in recording order.
  func loadFootprints() -> Result<[LocationCoordinate2D], StoreError> {
    do throws(StoreError) {
      return .success(try store.footprints(of: route.id).map(\.coordinate))
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Deleting

  /// The question the delete confirmation asks.
  var deletionMessage: String {
    RouteRecorderStrings.deleteAlertMessage(route)
  }

  /// Deletes the route and its footprints.
  func deleteRoute() throws(StoreError) {
    try store.deleteRoute(route.id)
  }

  // MARK: - Exporting

  /// Writes the route as GPX to the documents folder; returns the message that says where, or
  /// why it could not.
  func exportRoute() -> Result<String, ExportFailure> {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      return .success(RouteRecorderStrings.exportedMessage(route, fileName: fileName))
    } catch {
      let reason = String(describing: error)
      return .failure(
        ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason)))
    }
  }
}
