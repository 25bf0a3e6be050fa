import Domain
import Foundation
import MainLoop

/// The route detail's work on the database and the file system: reading a route's points and
/// measuring them, and exporting it as GPX, on a queue of its own, off the main thread; and
/// deleting it, on the main thread's connection.
@MainActor
final class RouteDetailWorker {
  private let library: RouteLibrary
  /// Where the route is read and exported.
  private let work: WorkQueue

  init(library: RouteLibrary) {
    self.library = library
    work = WorkQueue(label: "route-recorder.detail", loop: library.mainLoop)
  }

  /// Reads the route's points in recording order and computes its figures from them, on a
  /// connection opened on the worker's queue; `completion` gets the route with those figures
  /// and its points, back on the main queue. Cancelling the returned job means `completion`
  /// never runs.
  func fetchTrack(
    of route: Route,
    completion: @escaping @MainActor @Sendable (Result<(Route, [Footprint]), StoreError>) -> Void
  ) -> WorkItem {
    work.async { [opener = library.opener, main = work.main] in
      let track = Result { () throws(StoreError) in
        let footprints = try opener.open().footprints(of: route.id)
        let measured = Route(
          id: route.id, title: route.title, createdAt: route.createdAt,
          figures: RouteFigures(footprints))
        return (measured, footprints)
      }
      main.async { completion(track) }
    }
  }

  /// Deletes the route and all its points.
  func deleteRoute(_ route: Route) throws(StoreError) {
    try library.store().deleteRoute(route.id)
  }

  /// Writes the route's GPX document to the export folder, on a connection opened on the
  /// worker's queue; `completion` gets the file's name back on the main queue, or why it could
  /// not be written (a ``StoreError`` when the route cannot be read, a ``GPXError`` when the
  /// file cannot be written). Cancelling the returned job drops the answer only, once the job
  /// has started.
  func exportRoute(
    _ route: Route, completion: @escaping @MainActor @Sendable (Result<String, any Error>) -> Void
  ) -> WorkItem {
    let fileName = RouteRecorderStrings.exportFileName(route)
    let fileURL = library.exportDirectory.appendingPathComponent(fileName)
    return work.async { [opener = library.opener, main = work.main] in
      let written = Result { () throws -> String in
        try GPXWriter.write(opener.open().gpxTrack(of: route.id), to: fileURL)
        return fileName
      }
      main.async { completion(written) }
    }
  }
}
