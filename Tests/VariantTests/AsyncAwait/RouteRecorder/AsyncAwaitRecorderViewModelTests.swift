import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await route recorder view model")
struct AsyncAwaitRecorderViewModelTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
  private let store: RouteStore
  private let viewModel: RecorderViewModel
  private let tasks = SceneTasks()
  private let log = EventLog()

  init() throws {
    store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
    viewModel = RecorderViewModel(
      locationManager: LocationManager(device: device), store: .success(store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: loop,
      documentsDirectory: FileManager.default.temporaryDirectory)
    _ = viewModel.loadRecorder()
    loop.settle { [viewModel, tasks, log] in
      tasks.run { await viewModel.trackLocation() }
      tasks.run { for await event in viewModel.events { log.events.append(event) } }
    }
  }

  @Test func loadingRequestsAlwaysAuthorizationAndShowsTheIdleStatus() throws {
    let fresh = RecorderViewModel(
      locationManager: LocationManager(device: SimulatedLocationDevice()),
      store: .success(store), opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: loop,
      documentsDirectory: FileManager.default.temporaryDirectory)
    let loaded = fresh.loadRecorder()
    #expect(loaded.showsPermissionBanner)
    #expect(loaded.statusText == Text.idleStatus)
    #expect(device.authorizationRequestCount == 1 && device.lastRequestWasAlways)
  }

  @Test func startingChecksTheTitleThenRecords() throws {
    #expect(throws: RecorderViewModel.StartFailure.self) {
      try viewModel.startRecording(title: " ")
    }
    let progress = try viewModel.startRecording(title: "Walk")
    #expect(progress.statusText == Text.recordingStatus(title: "Walk", pointCount: 0))
    #expect(viewModel.isRecording)
  }

  @Test func everyValidFixOfABatchIsSavedBeforeTheNextBatchIsRead() throws {
    _ = try viewModel.startRecording(title: "Walk")
    deliver([Self.fix(35.0), Self.fix(35.1, accuracy: -1), Self.fix(35.2)])
    deliver([Self.fix(35.3)])
    #expect(try store.route(titled: "Walk")?.pointCount == 3)
    #expect(log.statuses == [
      Text.recordingStatus(title: "Walk", pointCount: 2),
      Text.recordingStatus(title: "Walk", pointCount: 3),
    ])
  }

  @Test func aDeniedErrorEndsTheRecording() throws {
    _ = try viewModel.startRecording(title: "Walk")
    loop.settle { device.fail(with: .denied) }
    #expect(!viewModel.isRecording)
    let problems = log.events.compactMap { event -> RecorderViewModel.LocationProblem? in
      guard case .locationFailed(let problem) = event else { return nil }
      return problem
    }
    #expect(problems.map(\.endedRecording) == [true])
  }

  @Test func cancellingTheTasksEndsTheUpdatesAndLetsGoOfTheManager() {
    let liveBefore = SceneTasks.live
    loop.settle { tasks.cancelAll() }
    #expect(SceneTasks.live == liveBefore - 2)
  }

  // MARK: - Helpers

  private func deliver(_ fixes: [Location]) {
    loop.settle { device.deliver(fixes) }
  }

  private static func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 100))
  }
}

/// What the view model reported.
@MainActor
private final class EventLog {
  var events: [RecorderViewModel.Event] = []

  var statuses: [String] {
    events.compactMap {
      guard case .locationsSaved(.success(let progress)) = $0 else { return nil }
      return progress.statusText
    }
  }
}
