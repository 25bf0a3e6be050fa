import AsyncPlatform
import Domain
import Foundation
import MainLoop

/// The route database off the main thread: an actor whose executor is a `WorkQueueExecutor`,
/// so its turns run on a work queue of the scene's loop and take the loop's work latency, and a
/// main-actor caller resumes when the work is done.
///
/// Each turn opens a connection of its own (`RouteStoreOpener.open()`), uses it and lets it
/// go before the turn ends: a `RouteStore` is used only where it was opened, so the main
/// actor's connection never crosses over, and nothing but `Sendable` values comes back.
///
/// Cancelling the calling task delivers the waiting turn at once rather than after the work
/// latency and throws `CancellationError`: a turn begun before the cancellation runs to its end
/// (an export writes its file) and its answer is thrown away.
actor RouteArchive {
  private let opener: RouteStoreOpener
  private let executor: WorkQueueExecutor

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// An archive opening connections with `opener`, running on `queue`.
  init(opener: RouteStoreOpener, queue: WorkQueue) {
    self.opener = opener
    executor = WorkQueueExecutor(queue)
  }

  // MARK: - Work

  /// Every stored route, newest first, or why they could not be read.
  ///
  /// - Throws: `CancellationError` when the calling task was cancelled before the read ended.
  nonisolated(nonsending) func routes() async throws -> Result<[Route], StoreError> {
    try await cancellingEarly { try $0.readRoutes() }
  }

  /// `route`'s footprints and the figures computed from them, or why they could not be read.
  ///
  /// - Throws: `CancellationError` when the calling task was cancelled before the read ended.
  nonisolated(nonsending) func track(of route: Route) async throws
    -> Result<RouteDetailModel.Track, StoreError>
  {
    try await cancellingEarly { try $0.readTrack(of: route) }
  }

  /// Writes `route` as GPX to `fileURL`; the file's name, or why it could not be written.
  ///
  /// - Throws: `CancellationError` when the calling task was cancelled before the export
  ///   ended: an export begun before that writes its file all the same.
  nonisolated(nonsending) func export(_ route: Route, to fileURL: URL) async throws
    -> Result<Void, any Error>
  {
    try await cancellingEarly { try $0.write(route, to: fileURL) }
  }

  // MARK: - Turns

  private func readRoutes() throws -> Result<[Route], StoreError> {
    try Task.checkCancellation()
    return Result { () throws(StoreError) in try opener.open().routes() }
  }

  private func readTrack(of route: Route) throws -> Result<RouteDetailModel.Track, StoreError> {
    try Task.checkCancellation()
    return Result { () throws(StoreError) in
      let footprints = try opener.open().footprints(of: route.id)
      let measured = Route(
        id: route.id, title: route.title, createdAt: route.createdAt,
        figures: RouteFigures(footprints))
      return RouteDetailModel.Track(
        figuresText: RouteRecorderStrings.historyRowDetail(measured),
        coordinates: footprints.map(\.coordinate))
    }
  }

  private func write(_ route: Route, to fileURL: URL) throws -> Result<Void, any Error> {
    // No cancellation check: an export that reached the actor writes its file, whenever the
    // turn's thread gets to it; a cancelled caller only drops the answer.
    return Result { try GPXWriter.write(opener.open().gpxTrack(of: route.id), to: fileURL) }
  }

  /// Runs `turn` on the actor from the caller's side of the hop, with a cancellation handler
  /// that delivers the waiting turn at once; a task cancelled before it asked hops nowhere.
  private nonisolated(nonsending) func cancellingEarly<Answer: Sendable>(
    _ turn: (isolated RouteArchive) async throws -> Answer
  ) async throws -> Answer {
    try Task.checkCancellation()
    return try await withTaskCancellationHandler {
      let answer = try await turn(self)
      try Task.checkCancellation()
      return answer
    } onCancel: { [executor] in
      executor.expediteWaitingJobs()
    }
  }
}
