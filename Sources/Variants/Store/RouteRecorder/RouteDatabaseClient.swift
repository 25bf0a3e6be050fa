import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import StoreLite

/// The route store as the reducers see it, replaced in tests by an in-memory store or canned
/// failures: what recording needs answers at once on the main actor's connection; reading the
/// history, reading a route's track and exporting are `async`, and the live value does them off
/// the main actor. The reducers never know.
struct RouteDatabaseClient: Sendable {
  /// Why the store did not open, or nil when it did (checked once, on load).
  var openError: @MainActor @Sendable () -> StoreError?
  /// Creates a route titled exactly `title`; a title already stored is `duplicateTitle`.
  var createRoute: @MainActor @Sendable (_ title: String) -> Result<Route, StoreError>
  /// Appends every fix of one batch, in one call, and returns the updated route.
  var append: @MainActor @Sendable (_ fixes: [Location], _ route: Route.ID) -> Result<Route, StoreError>
  /// Every stored route, newest first.
  ///
  /// - Throws: `CancellationError` when the calling effect is cancelled.
  var routes: @MainActor @Sendable () async throws -> Result<[Route], StoreError>
  /// A route's footprints and the figures computed from them.
  ///
  /// - Throws: `CancellationError` when the calling effect is cancelled.
  var track: @MainActor @Sendable (_ route: Route) async throws -> Result<Track, StoreError>
  /// Deletes a route and its footprints; nil when it worked.
  var deleteRoute: @MainActor @Sendable (_ route: Route.ID) -> StoreError?
  /// Writes a route as GPX to the documents folder; the alert's message either way.
  ///
  /// - Throws: `CancellationError` when the calling effect is cancelled (a file already being
  ///   written is written all the same).
  var exportRoute: @MainActor @Sendable (_ route: Route) async throws
    -> Result<String, ExportFailure>

  /// What reading a route gives: its figures, computed from its footprints, and their
  /// coordinates in recording order.
  struct Track: Equatable, Sendable {
    let figuresText: String
    let coordinates: [LocationCoordinate2D]
  }

  /// Why an export failed, as the error alert says it.
  struct ExportFailure: Error, Equatable, Sendable {
    let message: String
  }
}

extension RouteDatabaseClient {
  /// The client over the opened `RouteStore` (or why it did not open), exporting to
  /// `documentsDirectory`; what runs off the main actor runs on connections of `opener`, on
  /// actors whose turns run on work queues of `mainLoop`.
  ///
  /// The history and the detail each have an archive of their own, as they have a queue of
  /// their own in the other styles: cancelling one screen's effects delivers only that
  /// screen's waiting turns early.
  @MainActor
  static func live(
    _ opened: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) -> RouteDatabaseClient {
    let store = OpenedStore(opened)
    let history = Archive(
      opener: opener, queue: WorkQueue(label: "route-recorder.history", loop: mainLoop))
    let detail = Archive(
      opener: opener, queue: WorkQueue(label: "route-recorder.detail", loop: mainLoop))
    return RouteDatabaseClient(
      openError: {
        guard case .failure(let error) = store.result else { return nil }
        return error
      },
      createRoute: { title in
        Result { () throws(StoreError) in
          let store = try store.result.get()
          guard try !store.exists(title: title) else { throw .duplicateTitle(title) }
          return try store.createRoute(title: title)
        }
      },
      append: { fixes, route in
        Result { () throws(StoreError) in try store.result.get().append(fixes, to: route) }
      },
      routes: { try await history.routes() },
      track: { route in try await detail.track(of: route) },
      deleteRoute: { route in
        do throws(StoreError) {
          try store.result.get().deleteRoute(route)
          return nil
        } catch {
          return error
        }
      },
      exportRoute: { route in
        let fileName = RouteRecorderStrings.exportFileName(route)
        let written = try await detail.export(
          route, to: documentsDirectory.appendingPathComponent(fileName))
        return written.map { RouteRecorderStrings.exportedMessage(route, fileName: fileName) }
          .mapError { error in
            ExportFailure(
              message: RouteRecorderStrings.exportFailedMessage(
                route, reason: String(describing: error)))
          }
      })
  }
}

// MARK: - Off the main actor

/// The live client's work off the main actor: an actor whose executor is a
/// `WorkQueueExecutor`, so its turns take the loop's work latency off the main thread (on iOS,
/// the global concurrent executor). Each turn opens a connection of its own and lets it go
/// before it ends; only `Sendable` values come back.
private actor Archive {
  private let opener: RouteStoreOpener
  private let executor: WorkQueueExecutor

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  init(opener: RouteStoreOpener, queue: WorkQueue) {
    self.opener = opener
    executor = WorkQueueExecutor(queue)
  }

  /// Every stored route, newest first.
  nonisolated(nonsending) func routes() async throws -> Result<[Route], StoreError> {
    try await cancellingEarly { try $0.readRoutes() }
  }

  /// `route`'s footprints and the figures computed from them.
  nonisolated(nonsending) func track(of route: Route) async throws
    -> Result<RouteDatabaseClient.Track, StoreError>
  {
    try await cancellingEarly { try $0.readTrack(of: route) }
  }

  /// Writes `route` as GPX to `fileURL`.
  nonisolated(nonsending) func export(_ route: Route, to fileURL: URL) async throws
    -> Result<Void, any Error>
  {
    try await cancellingEarly { try $0.write(route, to: fileURL) }
  }

  private func readRoutes() throws -> Result<[Route], StoreError> {
    try Task.checkCancellation()
    return Result { () throws(StoreError) in try opener.open().routes() }
  }

  private func readTrack(of route: Route) throws
    -> Result<RouteDatabaseClient.Track, StoreError>
  {
    try Task.checkCancellation()
    return Result { () throws(StoreError) in
      let footprints = try opener.open().footprints(of: route.id)
      let measured = Route(
        id: route.id, title: route.title, createdAt: route.createdAt,
        figures: RouteFigures(footprints))
      return RouteDatabaseClient.Track(
        figuresText: RouteRecorderStrings.historyRowDetail(measured),
        coordinates: footprints.map(\.coordinate))
    }
  }

  private func write(_ route: Route, to fileURL: URL) throws -> Result<Void, any Error> {
    // No cancellation check: an export that reached the actor writes its file, whenever the
    // turn's thread gets to it; a cancelled caller only drops the answer.
    return Result { try GPXWriter.write(opener.open().gpxTrack(of: route.id), to: fileURL) }
  }

  /// Runs `turn` on the actor. Cancelling the calling effect (`cancelInFlight`, a popped
  /// screen, the teardown) delivers the waiting turn at once instead of after the work latency
  /// and throws `CancellationError`: a turn begun before that runs to its end (an export
  /// writes its file) and its answer is thrown away.
  private nonisolated(nonsending) func cancellingEarly<Answer: Sendable>(
    _ turn: (isolated Archive) async throws -> Answer
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

/// The opened route store, confined to the main actor, where every call of the client runs.
@MainActor
private final class OpenedStore {
  let result: Result<RouteStore, StoreError>

  init(_ result: Result<RouteStore, StoreError>) {
    self.result = result
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// The route store (the SQLite database).
  var routeDatabase: RouteDatabaseClient {
    get { self[RouteDatabaseClientKey.self] }
    set { self[RouteDatabaseClientKey.self] = newValue }
  }
}

private enum RouteDatabaseClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: RouteDatabaseClient {
    let failure = StoreError.cannotOpen(path: "", reason: "RouteDatabaseClient is not provided")
    return RouteDatabaseClient(
      openError: { failure }, createRoute: { _ in .failure(failure) },
      append: { _, _ in .failure(failure) }, routes: { .failure(failure) },
      track: { _ in .failure(failure) }, deleteRoute: { _ in failure },
      exportRoute: { _ in .failure(RouteDatabaseClient.ExportFailure(message: failure.message)) })
  }
}
