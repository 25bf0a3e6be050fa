import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// One stored route: its figures, its footprints, deletion and GPX export. Reading the
/// footprints and exporting run on a serial queue of its own, on a connection opened there,
/// and answer through callbacks on the main thread; deletion answers at once.
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
  private let opener: RouteStoreOpener
  private let documentsDirectory: URL
  private let work: WorkQueue
  /// The jobs under way and the callbacks waiting for them; each is called once, unless the
  /// screen goes first.
  private var trackRead: (job: WorkItem, callback: (Result<Track, StoreError>) -> Void)?
  private var export: (job: WorkItem, callback: (Result<String, ExportFailure>) -> Void)?

  /// Creates a view model for `route`, deleted in `store`, read through connections of
  /// `opener` on a queue of `mainLoop`, exported to `documentsDirectory`.
  init(
    route: Route, store: RouteStore, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.route = route
    self.store = store
    self.opener = opener
    self.documentsDirectory = documentsDirectory
    work = WorkQueue(label: "route-recorder.detail", loop: mainLoop)
  }

  /// A read under way ends with the screen, and an export's answer is dropped (its file is
  /// written all the same).
  isolated deinit {
    trackRead?.job.cancel()
    export?.job.cancel()
  }

  // MARK: - Reading

  /// The route's title.
  var summary: Summary {
    Summary(screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route))
  }

  /// Reads the route's footprints and computes its figures off the main thread; calls back
  /// on the main thread.
  func loadTrack(callback: @escaping (Result<Track, StoreError>) -> Void) {
    trackRead?.job.cancel()
    let job = work.async { [weak self, opener, route, main = work.main] in
      let answer = Result { () throws(StoreError) in
        let footprints = try opener.open().footprints(of: route.id)
        return Self.track(of: route, footprints: footprints)
      }
      main.async { self?.trackDidLoad(answer) }
    }
    trackRead = (job, callback)
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

  /// Whether an export is under way (the screen does not start a second one).
  var isExporting: Bool { export != nil }

  /// Writes the route as GPX to the documents folder off the main thread; calls back on the
  /// main thread with the message that says where, or why it could not.
  func exportRoute(callback: @escaping (Result<String, ExportFailure>) -> Void) {
    let fileURL = documentsDirectory.appendingPathComponent(
      RouteRecorderStrings.exportFileName(route))
    let job = work.async { [weak self, opener, route, main = work.main] in
      let answer = Self.export(route, to: fileURL, opener: opener)
      main.async { self?.exportDidFinish(answer) }
    }
    export = (job, callback)
  }

  // MARK: - Private

  private func trackDidLoad(_ answer: Result<Track, StoreError>) {
    guard let callback = trackRead?.callback else { return }
    trackRead = nil
    callback(answer)
  }

  private func exportDidFinish(_ answer: Result<String, ExportFailure>) {
    guard let callback = export?.callback else { return }
    export = nil
    callback(answer)
  }

  private nonisolated static func track(of route: Route, footprints: [Footprint]) -> Track {
    let figures = RouteFigures(footprints)
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt, figures: figures)
    return Track(
      figuresText: RouteRecorderStrings.historyRowDetail(measured),
      coordinates: footprints.map(\.coordinate))
  }

  private nonisolated static func export(
    _ route: Route, to fileURL: URL, opener: RouteStoreOpener
  ) -> Result<String, ExportFailure> {
    do {
      let track = try opener.open().gpxTrack(of: route.id)
      try GPXWriter.write(track, to: fileURL)
      return .success(
        RouteRecorderStrings.exportedMessage(route, fileName: fileURL.lastPathComponent))
    } catch {
      let reason = String(describing: error)
      return .failure(
        ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason)))
    }
  }
}
