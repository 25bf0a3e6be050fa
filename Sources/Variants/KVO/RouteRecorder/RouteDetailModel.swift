import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop

/// One stored route as a key-value observable model: whether its track is loaded, whether an
/// export runs, whether the route was deleted, and the outcome of an export.
///
/// Reading the track (the footprints, and the figures computed from them) and exporting run on
/// a serial queue of the model's own, each on a connection opened there, and set the
/// observable properties back on the main queue; deletion uses the main thread's connection.
/// The model's end cancels a read under way and drops an export's outcome (its file is written
/// all the same). The track is Swift values, which `@objc dynamic` cannot declare: it is plain
/// storage, and ``isLoaded`` says when it is there.
@MainActor
final class RouteDetailModel: KVOObject {
  /// The route as the history listed it.
  let route: Route

  /// The route's figures as its label shows them, once ``load()`` has computed them.
  private(set) var figuresText = ""
  /// Every footprint's coordinate, in recording order, once ``load()`` has read them.
  private(set) var coordinates: [LocationCoordinate2D] = []
  /// Set once ``load()`` has read ``figuresText`` and ``coordinates``.
  @Dynamic private(set) var isLoaded = false
  /// Whether an export is under way.
  @Dynamic private(set) var isExporting = false
  /// Set once the route is deleted from the store.
  @Dynamic var isDeleted = false
  /// The message of the last successful export; each set is one alert.
  @Dynamic var exportedMessage: String?
  /// The last error to show the user; each set is one alert.
  @Dynamic var errorMessage: String?

  private let store: RouteStore
  private let opener: RouteStoreOpener
  private let documentsDirectory: URL
  /// Where the route is read and exported, off the main thread.
  private let work: WorkQueue
  private var loadJob: WorkItem?
  private var exportJob: WorkItem?

  /// Creates a model for `route`, deleted in `store`, read through connections of `opener` on
  /// a queue of `mainLoop`, exporting to `documentsDirectory`.
  init(
    route: Route, store: RouteStore, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.route = route
    self.store = store
    self.opener = opener
    self.documentsDirectory = documentsDirectory
    work = WorkQueue(label: "route-recorder.detail", loop: mainLoop)
    super.init()
  }

  /// A read under way ends with the model, and an export's outcome is dropped.
  isolated deinit {
    loadJob?.cancel()
    exportJob?.cancel()
  }

  // MARK: - Changing

  /// Reads the route's footprints and computes its figures, off the main thread.
  func load() {
    loadJob?.cancel()
    let finish: @MainActor @Sendable (Result<Track, StoreError>) -> Void = {
      [weak self] in self?.trackDidLoad($0)
    }
    loadJob = work.async { [opener, route, main = work.main] in
      let answer = Result { () throws(StoreError) in
        try Track(of: route, footprints: opener.open().footprints(of: route.id))
      }
      main.async { finish(answer) }
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

  /// Writes the route as GPX into the documents folder, off the main thread; nothing while an
  /// export is under way.
  func exportRoute() {
    guard !isExporting else { return }
    isExporting = true
    let fileName = RouteRecorderStrings.exportFileName(route)
    let fileURL = documentsDirectory.appendingPathComponent(fileName)
    let finish: @MainActor @Sendable (Result<String, GPXExportFailure>) -> Void = {
      [weak self] in self?.exportDidFinish($0)
    }
    exportJob = work.async { [opener, route, main = work.main] in
      let answer = Result { () throws(GPXExportFailure) in
        do {
          try GPXWriter.write(opener.open().gpxTrack(of: route.id), to: fileURL)
          return RouteRecorderStrings.exportedMessage(route, fileName: fileName)
        } catch {
          throw GPXExportFailure(reason: String(describing: error))
        }
      }
      main.async { finish(answer) }
    }
  }

  // MARK: - Answers

  private func trackDidLoad(_ answer: Result<Track, StoreError>) {
    loadJob = nil
    switch answer {
    case .success(let track):
      figuresText = track.figuresText
      coordinates = track.coordinates
      isLoaded = true
    case .failure(let error):
      errorMessage = error.message
    }
  }

  private func exportDidFinish(_ answer: Result<String, GPXExportFailure>) {
    exportJob = nil
    isExporting = false
    switch answer {
    case .success(let message):
      exportedMessage = message
    case .failure(let failure):
      errorMessage = RouteRecorderStrings.exportFailedMessage(route, reason: failure.reason)
    }
  }
}

/// What reading a route gives, computed off the main thread: its figures as the label shows
/// them, and its footprints' coordinates in recording order.
private struct Track {
  let figuresText: String
  let coordinates: [LocationCoordinate2D]

  init(of route: Route, footprints: [Footprint]) {
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt,
      figures: RouteFigures(footprints))
    figuresText = RouteRecorderStrings.historyRowDetail(measured)
    coordinates = footprints.map(\.coordinate)
  }
}

/// Why writing a GPX export failed, in words.
private struct GPXExportFailure: Error {
  let reason: String
}
