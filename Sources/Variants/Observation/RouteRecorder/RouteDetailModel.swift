import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Observation

/// One stored route as an `@Observable` model: its track, whether it was deleted, whether an
/// export runs, and the outcome of one, each message kept until its alert is dismissed.
///
/// The track is read and the export written off the main thread, on a ``RouteArchive`` of its
/// own awaited in tasks that end with the model; deletion runs at once, on the main actor's
/// connection.
@MainActor
@Observable
final class RouteDetailModel {
  /// What reading the route gives: its figures, computed from its footprints, and their
  /// coordinates in recording order.
  struct Track: Equatable, Sendable {
    let figuresText: String
    let coordinates: [LocationCoordinate2D]
  }

  /// The route as the history listed it.
  let route: Route

  /// The route's track, once ``load()`` has read it.
  private(set) var track: Track?
  /// Set once the route is deleted from the store.
  private(set) var isDeleted = false
  /// Whether an export is being written (the screen does not start a second one).
  private(set) var isExporting = false
  /// The message of the last successful export, until its alert is dismissed.
  private(set) var exportedMessage: String?
  /// The error to show the user, until its alert is dismissed.
  private(set) var errorMessage: String?

  @ObservationIgnored private let store: RouteStore
  @ObservationIgnored private let documentsDirectory: URL
  @ObservationIgnored private let archive: RouteArchive
  /// The read and the export under way, off the main thread.
  @ObservationIgnored private var readTask: Task<Void, Never>?
  @ObservationIgnored private var exportTask: Task<Void, Never>?

  /// Creates a model for `route`, deleted in `store`, read through connections of `opener` on
  /// a queue of `mainLoop`, exported to `documentsDirectory`.
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

  /// A read under way ends with the model, and an export's outcome is dropped (its file is
  /// written all the same).
  isolated deinit {
    readTask?.cancel()
    exportTask?.cancel()
  }

  // MARK: - Changing

  /// Reads the route's footprints and computes its figures.
  func load() {
    readTask?.cancel()
    readTask = Task { [weak self, archive, route] in
      // Nil when cancelled: the model went away.
      guard let answer = try? await archive.track(of: route) else { return }
      self?.trackDidLoad(answer)
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

  /// Writes the route as GPX into the documents folder; nothing while an export runs.
  func exportRoute() {
    guard !isExporting else { return }
    isExporting = true
    let fileURL = documentsDirectory.appendingPathComponent(
      RouteRecorderStrings.exportFileName(route))
    exportTask = Task { [weak self, archive, route] in
      // Nil when cancelled: the model went away.
      guard let answer = try? await archive.export(route, to: fileURL) else { return }
      self?.exportDidFinish(answer, fileName: fileURL.lastPathComponent)
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

  // MARK: - Private

  private func trackDidLoad(_ answer: Result<Track, StoreError>) {
    readTask = nil
    switch answer {
    case .success(let read): track = read
    case .failure(let error): errorMessage = error.message
    }
  }

  private func exportDidFinish(_ answer: Result<Void, any Error>, fileName: String) {
    exportTask = nil
    isExporting = false
    switch answer {
    case .success:
      exportedMessage = RouteRecorderStrings.exportedMessage(route, fileName: fileName)
    case .failure(let error):
      errorMessage = RouteRecorderStrings.exportFailedMessage(
        route, reason: String(describing: error))
    }
  }
}
