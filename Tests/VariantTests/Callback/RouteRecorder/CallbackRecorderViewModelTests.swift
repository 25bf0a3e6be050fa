import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import CallbackVariant

@MainActor
@Suite("Callback route recorder view model")
struct CallbackRecorderViewModelTests {
  private typealias Text = RouteRecorderStrings
  private typealias StartAnswer = Result<RecorderViewModel.Progress, RecorderViewModel.StartFailure>

  /// A view model over a fresh device, manager and in-memory store.
  @MainActor
  private struct Given {
    let device: SimulatedLocationDevice
    let manager: LocationManager
    let store: RouteStore
    let viewModel: RecorderViewModel

    init(_ status: AuthorizationStatus = .authorizedAlways) throws {
      device = SimulatedLocationDevice(authorizationStatus: status)
      manager = LocationManager(device: device)
      store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
      viewModel = RecorderViewModel(
        locationManager: manager, store: .success(store),
        opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
      _ = viewModel.loadRecorder()
    }

    func start(_ title: String) -> StartAnswer {
      viewModel.startRecording(title: title)
    }
  }

  private static func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 100))
  }

  // MARK: - Loading

  @Test func loadingSetsUpTheManagerAndReturnsTheOpeningState() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .denied)
    let manager = LocationManager(device: device)
    manager.distanceFilter = 50
    let viewModel = RecorderViewModel(
      locationManager: manager, store: .failure(.readOnly(path: "/x/footprints.sqlite")),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let loaded = viewModel.loadRecorder()
    #expect(manager.delegate === viewModel)
    #expect(manager.distanceFilter == 0)
    #expect(manager.desiredAccuracy == AccuracySetting.initial.desiredAccuracy)
    #expect(device.authorizationRequestCount == 1 && device.lastRequestWasAlways)
    #expect(!manager.isUpdatingLocation)
    #expect(loaded.showsPermissionBanner)
    #expect(loaded.statusText == Text.idleStatus)
    #expect(loaded.storeError == .readOnly(path: "/x/footprints.sqlite"))
  }

  // MARK: - Starting

  @Test func startRefusalsComeInTheContractsOrder() throws {
    let given = try Given(.authorizedWhenInUse)
    #expect(given.start("  ").failureMessage == Text.emptyTitleError)
    #expect(given.start("Walk").failureMessage == Text.missingPermissionError)
    given.device.setAuthorization(.authorizedAlways)
    try given.store.createRoute(title: "Walk")
    #expect(given.start("Walk").failureMessage == Text.duplicateTitleError("Walk"))
    #expect(!given.viewModel.isRecording)
    #expect(!given.manager.isUpdatingLocation)
  }

  @Test func startingAnswersTheFirstProgressAndStartsUpdates() throws {
    let given = try Given()
    let progress = try given.start("Walk").get()
    #expect(progress.statusText == Text.recordingStatus(title: "Walk", pointCount: 0))
    #expect(progress.center == nil)
    #expect(progress.footprints == nil)
    #expect(given.viewModel.isRecording)
    #expect(given.manager.isUpdatingLocation)
    #expect(try given.store.exists(title: "Walk"))
  }

  // MARK: - Pushed events

  @Test func eachSavedBatchIsPushedOnceWithItsCountAndCentre() throws {
    let given = try Given()
    var pushed: [Result<RecorderViewModel.Progress, RecorderViewModel.Interruption>] = []
    given.viewModel.onLocationsSaved = { pushed.append($0) }
    given.device.deliver([Self.fix(35.0)])
    #expect(pushed.isEmpty)
    _ = given.start("Walk")
    given.device.deliver([Self.fix(35.0), Self.fix(35.1, accuracy: -1), Self.fix(35.2)])
    given.device.deliver([Self.fix(36.0, accuracy: -1)])
    #expect(pushed.count == 1)
    let progress = try #require(try pushed.first?.get())
    #expect(progress.statusText == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(progress.center?.latitude == 35.2)
    #expect(progress.footprints == nil)
    let overlay = given.viewModel.toggleFootprints()
    #expect(overlay?.map(\.latitude) == [35.0, 35.2])
    given.device.deliver([Self.fix(35.3)])
    #expect(try pushed.last?.get().footprints?.map(\.latitude) == [35.0, 35.2, 35.3])
  }

  @Test func aBatchThatCannotBeSavedEndsTheRecording() throws {
    let given = try Given()
    var pushed: [Result<RecorderViewModel.Progress, RecorderViewModel.Interruption>] = []
    given.viewModel.onLocationsSaved = { pushed.append($0) }
    _ = given.start("Walk")
    given.device.deliver([Self.fix(35.0)])
    let route = try #require(try given.store.route(titled: "Walk"))
    try given.store.deleteRoute(route.id)
    given.device.deliver([Self.fix(35.1)])
    guard case .failure(let interruption) = pushed.last else {
      Issue.record("expected an interruption, got \(pushed)")
      return
    }
    #expect(interruption.storeError == .routeNotFound(route.id))
    #expect(interruption.savedStatusText == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(!given.viewModel.isRecording)
    #expect(!given.manager.isUpdatingLocation)
  }

  @Test func authorizationChangesMoveTheBannerAndMayEndTheRecording() throws {
    let given = try Given()
    var changes: [RecorderViewModel.AuthorizationChange] = []
    given.viewModel.onAuthorizationChanged = { changes.append($0) }
    given.device.setAuthorization(.authorizedWhenInUse)
    given.device.setAuthorization(.authorizedAlways)
    _ = given.start("Walk")
    given.device.setAuthorization(.restricted)
    #expect(changes.map(\.showsPermissionBanner) == [true, false, true])
    #expect(
      changes.map(\.savedStatusText)
        == [nil, nil, Text.savedStatus(title: "Walk", pointCount: 0)])
    #expect(!given.viewModel.isRecording)
  }

  @Test func locationErrorsArePushedOnlyWhileRecording() throws {
    let given = try Given()
    var problems: [RecorderViewModel.LocationProblem] = []
    given.viewModel.onLocationError = { problems.append($0) }
    given.viewModel.locationManager(given.manager, didFailWithError: LocationError.network)
    _ = given.start("Walk")
    given.device.fail(with: .locationUnknown)
    #expect(given.viewModel.isRecording)
    given.device.fail(with: .denied)
    #expect(
      problems.map(\.statusText)
        == ["Location unavailable: location unknown", "Location unavailable: access denied"])
    #expect(problems.map(\.endedRecording) == [false, true])
    #expect(!given.viewModel.isRecording)
  }

  // MARK: - Stop and footprints

  @Test func stoppingAnswersTheSavedStatusOnlyWhileRecording() throws {
    let given = try Given()
    var answers: [String?] = []
    answers.append(given.viewModel.stopRecording())
    _ = given.start("Walk")
    given.device.deliver([Self.fix(35.0)])
    answers.append(given.viewModel.stopRecording())
    answers.append(given.viewModel.stopRecording())
    #expect(answers == [nil, Text.savedStatus(title: "Walk", pointCount: 1), nil])
    #expect(!given.manager.isUpdatingLocation)
  }

  @Test func footprintsToggleOnlyWithARoute() throws {
    let given = try Given()
    var overlays: [[LocationCoordinate2D]?] = []
    overlays.append(given.viewModel.toggleFootprints())
    _ = given.start("Walk")
    overlays.append(given.viewModel.toggleFootprints())
    overlays.append(given.viewModel.toggleFootprints())
    #expect(overlays == [nil, [], nil])
  }
}

extension Result where Failure == RecorderViewModel.StartFailure {
  /// The alert text of a failure; nil for a success.
  fileprivate var failureMessage: String? {
    if case .failure(let failure) = self { return failure.message }
    return nil
  }
}
