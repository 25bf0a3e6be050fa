import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// Owns one stored route's detail (its texts, figures and footprints) and carries out deletion
/// and GPX export, telling its delegate, the view, about every change and outcome.
///
/// Reading the footprints (and computing the figures from them) and exporting run on a serial
/// queue of its own, each on a connection opened there; the answers come back with
/// `main.async` and land in state whose `didSet` tells the view. Deletion uses the main
/// thread's connection and answers at once. The presenter's end cancels a read under way and
/// the answer of an export (its file is written all the same).
@MainActor
final class RouteDetailPresenter {
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

  // MARK: - State

  /// The route's figures and footprints; nil until read.
  private(set) var track: Track? {
    didSet {
      if let track { delegate?.routeDetailPresenter(self, didLoadTrack: track) }
    }
  }
  /// Whether an export is under way (the view does not start a second one).
  private(set) var isExporting = false {
    didSet { delegate?.routeDetailPresenter(self, didChangeExporting: isExporting) }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet {
      if let errorMessage { delegate?.routeDetailPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  /// The view, told about every change; held weakly. Setting it tells it the route (and an
  /// undismissed error).
  weak var delegate: RouteDetailPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      delegate.routeDetailPresenter(self, didUpdateSummary: summary)
      if let track { delegate.routeDetailPresenter(self, didLoadTrack: track) }
      delegate.routeDetailPresenter(self, didChangeExporting: isExporting)
      if let errorMessage { delegate.routeDetailPresenter(self, didFailWithMessage: errorMessage) }
    }
  }
  private let route: Route
  private let store: RouteStore
  private let opener: RouteStoreOpener
  private let documentsDirectory: URL
  /// Where the route is read and exported, off the main thread.
  private let work: WorkQueue
  private var trackJob: WorkItem?
  private var exportJob: WorkItem?

  /// Creates a presenter for `route`, deleted in `store`, read through connections of
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

  /// A read under way ends with the screen, and an export's answer is dropped.
  isolated deinit {
    trackJob?.cancel()
    exportJob?.cancel()
  }

  /// The route's title as the screen shows it.
  var summary: Summary {
    Summary(screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route))
  }

  // MARK: - User intents

  /// The screen loaded: reads the route's footprints and computes its figures off the main
  /// thread.
  func loadTrack() {
    trackJob?.cancel()
    trackJob = work.async { [weak self, opener, route, main = work.main] in
      let answer = Result { () throws(StoreError) in
        try Self.track(of: route, footprints: opener.open().footprints(of: route.id))
      }
      main.async { self?.trackDidLoad(answer) }
    }
  }

  func deleteButtonTapped() {
    delegate?.routeDetailPresenter(
      self, didAskToConfirmDeletionWithMessage: RouteRecorderStrings.deleteAlertMessage(route))
  }

  /// The user confirmed: deletes the route and its footprints.
  func deletionConfirmed() {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      delegate?.routeDetailPresenterDidDeleteRoute(self)
    } catch {
      errorMessage = error.message
    }
  }

  /// Writes the route as GPX to the documents folder, off the main thread; nothing while an
  /// export is under way.
  func exportButtonTapped() {
    guard !isExporting else { return }
    isExporting = true
    let fileURL = documentsDirectory.appendingPathComponent(
      RouteRecorderStrings.exportFileName(route))
    exportJob = work.async { [weak self, opener, route, main = work.main] in
      let answer = Self.export(route, to: fileURL, opener: opener)
      main.async { self?.exportDidFinish(answer) }
    }
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }

  // MARK: - Answers

  private func trackDidLoad(_ answer: Result<Track, StoreError>) {
    trackJob = nil
    switch answer {
    case .success(let track): self.track = track
    case .failure(let error): errorMessage = error.message
    }
  }

  private func exportDidFinish(_ answer: Result<String, ExportFailure>) {
    exportJob = nil
    isExporting = false
    switch answer {
    case .success(let message):
      delegate?.routeDetailPresenter(self, didExportWithMessage: message)
    case .failure(let failure):
      errorMessage = failure.message
    }
  }

  // MARK: - Off the main thread

  /// Why an export failed, as the error alert says it.
  private struct ExportFailure: Error {
    let message: String
  }

  private nonisolated static func track(of route: Route, footprints: [Footprint]) -> Track {
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt,
      figures: RouteFigures(footprints))
    return Track(
      figuresText: RouteRecorderStrings.historyRowDetail(measured),
      coordinates: footprints.map(\.coordinate))
  }

  private nonisolated static func export(
    _ route: Route, to fileURL: URL, opener: RouteStoreOpener
  ) -> Result<String, ExportFailure> {
    do {
      try GPXWriter.write(opener.open().gpxTrack(of: route.id), to: fileURL)
      return .success(
        RouteRecorderStrings.exportedMessage(route, fileName: fileURL.lastPathComponent))
    } catch {
      return .failure(
        ExportFailure(
          message: RouteRecorderStrings.exportFailedMessage(
            route, reason: String(describing: error))))
    }
  }
}
