import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// One stored route: its texts known at once as constants, its figures and track as observable
/// properties filled in off the main thread, deletion and export as inputs, their outcomes as
/// signals.
///
/// Reading the track and exporting are signals that `receive(on:)` the view model's work
/// context, open a connection there and do their work in a `map`, then `receive(on:)` the main
/// context. Their observations go into the view model's bag, so the screen's end cancels a
/// read still running and drops an export's answer (its file is written all the same).
/// Deletion stays on the main thread's connection.
@MainActor
final class RouteDetailViewModel {
  /// What reading the route gives: its figures, computed from its footprints, and their
  /// coordinates in recording order.
  struct Track: Sendable {
    let figuresText: String
    let coordinates: [LocationCoordinate2D]
  }

  /// The screen's title: the route's title.
  let title: String
  /// What `routeTitleLabel` says.
  let titleText: String
  /// What `routeFiguresLabel` says: empty until the track is read.
  let figuresText = Observable("")
  /// Every footprint's coordinate, in recording order, once the track is read.
  let coordinates = Observable<[LocationCoordinate2D]>([])
  /// Whether an export is running (Export is disabled meanwhile).
  let isExporting = Observable(false)

  /// Sends once the route is deleted.
  var deletions: SafeSignal<Void> { deletionSubject.toSignal() }
  /// Each successful export's message, once.
  var exportedMessages: SafeSignal<String> { exportedSubject.toSignal() }
  /// Each error to show the user, once.
  var errorMessages: SafeSignal<String> { errorSubject.toSignal() }

  private let deletionSubject = PassthroughSubject<Void, Never>()
  private let exportedSubject = PassthroughSubject<String, Never>()
  private let errorSubject = PassthroughSubject<String, Never>()
  private let route: Route
  private let store: RouteStore
  private let opener: RouteStoreOpener
  private let documentsDirectory: URL
  private let workContext: ExecutionContext
  private let mainContext: ExecutionContext
  private let bag = DisposeBag()

  /// Creates a view model for `route`, deleted in `store`, read and exported through
  /// connections of `opener` on a work queue of `mainLoop`, exported to `documentsDirectory`.
  init(
    route: Route, store: RouteStore, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.route = route
    self.store = store
    self.opener = opener
    self.documentsDirectory = documentsDirectory
    workContext = WorkQueue(label: "route-recorder.detail", loop: mainLoop).context
    mainContext = mainLoop.main.context
    title = route.title
    titleText = RouteRecorderStrings.historyRowTitle(route)
  }

  /// The text of the delete confirmation.
  var deleteAlertMessage: String { RouteRecorderStrings.deleteAlertMessage(route) }

  // MARK: - Inputs

  /// Reads the route's footprints and computes its figures, off the main thread.
  func load() {
    SafeSignal(just: TrackRead(route: route, opener: opener))
      .receive(on: workContext)
      .map(Self.readTrack(_:))
      .receive(on: mainContext)
      .observeNext { [weak self] answer in self?.trackDidLoad(answer) }
      .dispose(in: bag)
  }

  /// Deletes the route and its footprints.
  func deleteRoute() {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      deletionSubject.send()
    } catch {
      errorSubject.send(error.message)
    }
  }

  /// Writes the route as GPX into the documents folder, off the main thread; does nothing
  /// while an export runs.
  func exportRoute() {
    guard !isExporting.value else { return }
    isExporting.value = true
    let fileURL = documentsDirectory.appendingPathComponent(
      RouteRecorderStrings.exportFileName(route))
    SafeSignal(just: Export(route: route, opener: opener, fileURL: fileURL))
      .receive(on: workContext)
      .map(Self.write(_:))
      .receive(on: mainContext)
      .observeNext { [weak self] answer in self?.exportDidFinish(answer) }
      .dispose(in: bag)
  }

  // MARK: - Landing on the main thread

  private func trackDidLoad(_ answer: Result<Track, StoreError>) {
    switch answer {
    case .success(let track):
      figuresText.value = track.figuresText
      coordinates.value = track.coordinates
    case .failure(let error):
      errorSubject.send(error.message)
    }
  }

  private func exportDidFinish(_ answer: Result<String, ExportFailure>) {
    isExporting.value = false
    switch answer {
    case .success(let message): exportedSubject.send(message)
    case .failure(let failure): errorSubject.send(failure.message)
    }
  }
}

// MARK: - Off the main thread

extension RouteDetailViewModel {
  /// What a track read needs, carried to the work queue.
  fileprivate struct TrackRead: Sendable {
    let route: Route
    let opener: RouteStoreOpener
  }

  /// What an export needs, carried to the work queue.
  fileprivate struct Export: Sendable {
    let route: Route
    let opener: RouteStoreOpener
    let fileURL: URL
  }

  /// Why an export failed, as the error alert says it.
  fileprivate struct ExportFailure: Error {
    let message: String
  }

  /// Reads the footprints through a connection opened on the calling thread and computes the
  /// route's figures from them.
  fileprivate nonisolated static func readTrack(_ read: TrackRead) -> Result<Track, StoreError> {
    Result { () throws(StoreError) in
      let footprints = try read.opener.open().footprints(of: read.route.id)
      let route = read.route
      let measured = Route(
        id: route.id, title: route.title, createdAt: route.createdAt,
        figures: RouteFigures(footprints))
      return Track(
        figuresText: RouteRecorderStrings.historyRowDetail(measured),
        coordinates: footprints.map(\.coordinate))
    }
  }

  /// Writes the route's GPX document through a connection opened on the calling thread.
  fileprivate nonisolated static func write(_ export: Export) -> Result<String, ExportFailure> {
    let route = export.route
    do {
      let track = try export.opener.open().gpxTrack(of: route.id)
      try GPXWriter.write(track, to: export.fileURL)
      return .success(
        RouteRecorderStrings.exportedMessage(route, fileName: export.fileURL.lastPathComponent))
    } catch {
      let reason = String(describing: error)
      return .failure(
        ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason)))
    }
  }
}
