import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift recorder interactor")
struct CleanSwiftRecorderInteractorTests {
  @Test func loadPreparesTheManagerThroughTheWorkerAndReportsPermissionAndStore() throws {
    // Given
    let error = StoreError.notADatabase(path: "/data/footprints.sqlite")
    let scene = try RecorderScene(
      authorization: .authorizedWhenInUse, store: .failure(error), loaded: false)
    // When
    scene.interactor.loadRecorder(request: Recorder.Load.Request())
    // Then
    #expect(scene.manager.delegate === scene.interactor.worker)
    #expect(scene.manager.distanceFilter == AccuracySetting.initial.distanceFilter)
    #expect(scene.device.authorizationRequestCount == 1)
    #expect(scene.device.lastRequestWasAlways)
    #expect(scene.presenter.loads == [
      Recorder.Load.Response(authorizationStatus: .authorizedWhenInUse, storeError: error)
    ])
  }

  @Test func accuracyRequestsReachTheManager() throws {
    // Given
    let scene = try RecorderScene()
    // When
    scene.interactor.changeAccuracy(request: Recorder.ChangeAccuracy.Request(segmentIndex: 4))
    // Then
    #expect(scene.manager.desiredAccuracy == AccuracySetting.kilometer.desiredAccuracy)
    #expect(scene.manager.distanceFilter == 1_000)
  }

  @Test func startIsRefusedForABlankTitleMissingPermissionOrATakenTitle() throws {
    // Given
    let scene = try RecorderScene(authorization: .denied)
    try scene.store.createRoute(title: "Taken")
    // When
    scene.start(" ")
    scene.start("Walk")
    scene.device.setAuthorization(.authorizedAlways)
    scene.start("Taken")
    // Then
    #expect(scene.presenter.starts == [
      .refused(.blankTitle), .refused(.missingPermission), .refused(.duplicateTitle("Taken")),
    ])
    #expect(scene.interactor.isRecording == false)
    #expect(scene.manager.isUpdatingLocation == false)
  }

  @Test func aStoreThatCannotOpenRefusesEveryStart() throws {
    // Given
    let error = StoreError.damaged(path: "/data/footprints.sqlite")
    let scene = try RecorderScene(store: .failure(error))
    // When
    scene.start("Walk")
    // Then
    #expect(scene.presenter.starts == [.refused(.storeFailure(error))])
  }

  @Test func aStartCreatesTheRouteStartsUpdatesAndSavesRecordableFixes() throws {
    // Given
    let scene = try RecorderScene()
    // When
    scene.start("Walk")
    scene.device.deliver([fix(35.0), fix(35.1, accuracy: -1), fix(35.2)])
    scene.device.deliver([fix(36.0, accuracy: -1)])
    // Then
    #expect(scene.presenter.starts == [.started(title: "Walk", hidesFootprints: false)])
    #expect(scene.manager.isUpdatingLocation)
    #expect(scene.presenter.savedLocations == [
      .saved(
        title: "Walk", pointCount: 2,
        center: LocationCoordinate2D(latitude: 35.2, longitude: 139.0), footprints: nil)
    ])
    let route = try #require(scene.interactor.route)
    #expect(route.pointCount == 2)
    #expect(try scene.store.footprints(of: route.id).map(\.coordinate.latitude) == [35.0, 35.2])
  }

  @Test func footprintsToggleOnlyWithARouteAndFollowSavedBatches() throws {
    // Given
    let scene = try RecorderScene()
    // When
    scene.interactor.toggleFootprints(request: Recorder.ToggleFootprints.Request())
    scene.start("Walk")
    scene.device.deliver([fix(35.0)])
    scene.interactor.toggleFootprints(request: Recorder.ToggleFootprints.Request())
    scene.device.deliver([fix(35.1)])
    scene.stop()
    scene.start("Second")
    // Then
    let points = [35.0, 35.1].map { LocationCoordinate2D(latitude: $0, longitude: 139.0) }
    #expect(scene.presenter.footprints == [
      Recorder.ToggleFootprints.Response(footprints: .unchanged, isRecording: false),
      Recorder.ToggleFootprints.Response(footprints: .shown([points[0]]), isRecording: true),
    ])
    #expect(scene.presenter.savedLocations.last == .saved(
      title: "Walk", pointCount: 2, center: points[1], footprints: points))
    #expect(scene.presenter.starts.last == .started(title: "Second", hidesFootprints: true))
  }

  @Test func stopFinishesOnceAndCancelReportsWhetherRecording() throws {
    // Given
    let scene = try RecorderScene()
    scene.start("Walk")
    scene.device.deliver([fix(35.0)])
    // When
    scene.interactor.confirmStop(request: Recorder.ConfirmStop.Request())
    scene.interactor.cancelStop(request: Recorder.CancelStop.Request())
    scene.stop()
    scene.stop()
    scene.interactor.cancelStop(request: Recorder.CancelStop.Request())
    // Then
    #expect(scene.presenter.confirmations == 1)
    #expect(scene.presenter.cancels == [true, false])
    #expect(scene.presenter.stops == [
      Recorder.Stop.Response(
        finishedRecording: Recorder.FinishedRecording(title: "Walk", pointCount: 1))
    ])
    #expect(scene.manager.isUpdatingLocation == false)
  }

  @Test func aRevokedPermissionFinishesTheRecording() throws {
    // Given
    let scene = try RecorderScene()
    scene.start("Walk")
    // When
    scene.device.setAuthorization(.authorizedWhenInUse)
    scene.device.setAuthorization(.authorizedAlways)
    // Then
    #expect(scene.presenter.authorizations == [
      Recorder.ChangeAuthorization.Response(
        authorizationStatus: .authorizedWhenInUse,
        finishedRecording: Recorder.FinishedRecording(title: "Walk", pointCount: 0)),
      Recorder.ChangeAuthorization.Response(
        authorizationStatus: .authorizedAlways, finishedRecording: nil),
    ])
    #expect(scene.interactor.isRecording == false)
  }

  @Test func locationErrorsAreReportedOnlyWhileRecordingAndDeniedFinishes() throws {
    // Given
    let scene = try RecorderScene()
    scene.device.fail(with: .network)
    scene.start("Walk")
    // When
    scene.device.fail(with: .locationUnknown)
    scene.device.fail(with: .denied)
    // Then
    #expect(scene.presenter.locationErrors == [
      Recorder.ReportLocationError.Response(error: .locationUnknown, finishedRecording: nil),
      Recorder.ReportLocationError.Response(
        error: .denied,
        finishedRecording: Recorder.FinishedRecording(title: "Walk", pointCount: 0)),
    ])
    #expect(scene.interactor.isRecording == false)
  }

  @Test func theHistoryUseCaseReportsWhetherRecording() throws {
    // Given
    let scene = try RecorderScene()
    // When
    scene.interactor.showHistory(request: Recorder.ShowHistory.Request())
    scene.start("Walk")
    scene.interactor.showHistory(request: Recorder.ShowHistory.Request())
    // Then
    #expect(scene.presenter.histories == [false, true])
  }
}

// MARK: - Scene under test

/// A fix at `latitude` on the 139th meridian.
private func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
  Location(
    coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139.0),
    horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 1_000))
}

/// A recorder interactor with its real worker on a simulated device and an in-memory store,
/// and a spy for a presenter; unless told otherwise, the screen has loaded (the worker is the
/// manager's delegate).
@MainActor
private struct RecorderScene {
  let device: SimulatedLocationDevice
  let manager: LocationManager
  let store: RouteStore
  let interactor: RecorderInteractor
  let presenter = RecorderPresentationLogicSpy()

  init(
    authorization: AuthorizationStatus = .authorizedAlways,
    store: Result<RouteStore, StoreError>? = nil, loaded: Bool = true
  ) throws {
    device = SimulatedLocationDevice(authorizationStatus: authorization)
    manager = LocationManager(device: device)
    self.store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 0) })
    let library = RouteLibrary(
      store: store ?? .success(self.store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      exportDirectory: RouteRecorderSceneHost.noDocuments)
    interactor = RecorderInteractor(
      worker: RecorderWorker(locationManager: manager, library: library))
    interactor.presenter = presenter
    if loaded {
      interactor.loadRecorder(request: Recorder.Load.Request())
      presenter.loads = []
    }
  }

  func start(_ title: String) {
    interactor.startRecording(request: Recorder.Start.Request(title: title))
  }

  func stop() {
    interactor.stopRecording(request: Recorder.Stop.Request())
  }
}

@MainActor
private final class RecorderPresentationLogicSpy: RecorderPresentationLogic {
  var loads: [Recorder.Load.Response] = []
  private(set) var authorizations: [Recorder.ChangeAuthorization.Response] = []
  private(set) var starts: [Recorder.Start.Response] = []
  private(set) var confirmations = 0
  private(set) var stops: [Recorder.Stop.Response] = []
  private(set) var cancels: [Bool] = []
  private(set) var savedLocations: [Recorder.SaveLocations.Response] = []
  private(set) var locationErrors: [Recorder.ReportLocationError.Response] = []
  private(set) var footprints: [Recorder.ToggleFootprints.Response] = []
  private(set) var histories: [Bool] = []

  func presentLoad(response: Recorder.Load.Response) { loads.append(response) }

  func presentAuthorization(response: Recorder.ChangeAuthorization.Response) {
    authorizations.append(response)
  }

  func presentStart(response: Recorder.Start.Response) { starts.append(response) }

  func presentStopConfirmation(response: Recorder.ConfirmStop.Response) { confirmations += 1 }

  func presentStop(response: Recorder.Stop.Response) { stops.append(response) }

  func presentCancelStop(response: Recorder.CancelStop.Response) {
    cancels.append(response.isRecording)
  }

  func presentSavedLocations(response: Recorder.SaveLocations.Response) {
    savedLocations.append(response)
  }

  func presentLocationError(response: Recorder.ReportLocationError.Response) {
    locationErrors.append(response)
  }

  func presentFootprints(response: Recorder.ToggleFootprints.Response) {
    footprints.append(response)
  }

  func presentHistory(response: Recorder.ShowHistory.Response) {
    histories.append(response.isRecording)
  }
}
