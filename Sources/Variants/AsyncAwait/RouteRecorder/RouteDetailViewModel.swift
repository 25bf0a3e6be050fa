import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// One stored route: its figures, its footprints, deletion and GPX export. Reading the
/// footprints and exporting are `async`, done off the main thread by a ``RouteArchive`` of its
/// own; deletion answers at once, on the main actor's connection.
@MainActor
final class RouteDetailViewModel {
  /// The route's texts known before anything is read: the screen title and its title label.
  struct Summary: Equatable {
    let screenTitle: String
    let titleText: String
  }

  /// What reading the route gives: its figures, computed from its footprints, and their
  /// coordinates in recording order.
  struct Track: Equatable, Sendable {
    let figuresText: String
    let coordinates: [LocationCoordinate2D]
  }

  /// Why the export failed, as the error alert says it.
  struct ExportFailure: Error {
    let message: String
  }

  private let route: Route
  private let store: RouteStore
  private let documentsDirectory: URL
  private let archive: RouteArchive

  /// Creates a view model for `route`, deleted in `store`, read through connections of
  /// `opener` on a queue of `mainLoop`, exported to `documentsDirectory`.
  init(
    route: Route, store: RouteStore, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
    archive = RouteArchive(
      opener: opener, queue: WorkQueue(label: "route-recorder.detail", loop: mainLoop))
  }

  // MARK: - Reading

  /// The route's title.
  func loadRoute() -> Summary {
    Summary(screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route))
  }

  /// Reads the route's footprints and computes its figures off the main thread.
  ///
  /// - Throws: `StoreError`; `CancellationError` when the calling task was cancelled.
  func loadTrack() async throws -> Track {
    let answer = try await archive.track(of: route)
    try Task.checkCancellation()
    return try answer.get()
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

  /// Writes the route as GPX to the documents folder off the main thread, and returns the
  /// message that says where.
  ///
  /// - Throws: ``ExportFailure`` with the message that says why it could not;
  ///   `CancellationError` when the calling task was cancelled (a file already being written
  ///   is written all the same).
  func exportRoute() async throws -> String {
    let fileName = RouteRecorderStrings.exportFileName(route)
    let answer = try await archive.export(
      route, to: documentsDirectory.appendingPathComponent(fileName))
    try Task.checkCancellation()
    do {
      try answer.get()
      return RouteRecorderStrings.exportedMessage(route, fileName: fileName)
    } catch {
      let reason = String(describing: error)
      throw ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason))
    }
  }
}
