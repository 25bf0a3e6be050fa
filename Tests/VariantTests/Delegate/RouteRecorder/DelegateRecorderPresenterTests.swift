import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import DelegateVariant

@MainActor
@Suite("Delegate route recorder presenter")
struct DelegateRecorderPresenterTests {
  private typealias Text = RouteRecorderStrings

  /// A loaded presenter over a fresh device, manager and in-memory store, with a spy as its
  /// delegate.
  @MainActor
  private struct Given {
    let device: SimulatedLocationDevice
    let manager: LocationManager
    let store: RouteStore
    let loop = MainLoop()
    let presenter: RecorderPresenter
    let view = RecorderPresenterDelegateSpy()

    init(_ status: AuthorizationStatus = .authorizedAlways) throws {
      device = SimulatedLocationDevice(authorizationStatus: status)
      manager = LocationManager(device: device)
      let opener = RouteStoreOpener(
        storage: .inMemory, memoryName: "delegate-recorder-\(UUID().uuidString)")
      store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
        Date(timeIntervalSince1970: 0)
      }
      presenter = RecorderPresenter(
        locationManager: manager, store: .success(store), opener: opener, mainLoop: loop,
        documentsDirectory: RouteRecorderSceneHost.noDocuments)
      presenter.loadRecorder()
      presenter.delegate = view
      view.calls = []
    }

    func start(_ title: String) {
      presenter.titleChanged(to: title)
      presenter.startTabSelected()
    }
  }

  private static func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 100))
  }

  // MARK: - Loading and the delegate

  @Test func loadingSetsUpTheManagerAndSettingTheDelegateShowsTheWholeState() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .notDetermined)
    let manager = LocationManager(device: device)
    manager.distanceFilter = 50
    let presenter = RecorderPresenter(
      locationManager: manager, store: .failure(.readOnly(path: "/x/footprints.sqlite")),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    presenter.loadRecorder()
    #expect(manager.delegate === presenter)
    #expect(manager.distanceFilter == 0)
    #expect(device.authorizationRequestCount == 1 && device.lastRequestWasAlways)
    let view = RecorderPresenterDelegateSpy()
    presenter.delegate = view
    #expect(
      view.calls == [
        "banner true", "status \(Text.idleStatus)", "recording false", "start selected false",
        "overlay nil", #"error Cannot write to "footprints.sqlite": the location is read-only."#,
      ])
  }

  @Test func aClearedDelegateHearsNothingAndANewOneIsBroughtUpToDate() throws {
    let given = try Given()
    given.start("Walk")
    given.presenter.footprintsTabSelected()
    given.presenter.delegate = nil
    given.view.calls = []
    given.device.deliver([Self.fix(35.0)])
    #expect(given.view.calls.isEmpty)
    given.presenter.delegate = given.view
    #expect(
      given.view.calls == [
        "banner false", "status \(Text.recordingStatus(title: "Walk", pointCount: 1))",
        "recording true", "start selected true", "centre 35.0", "overlay [35.0]",
      ])
  }

  // MARK: - Tabs

  @Test func startRefusalsClearTheSelectionAndRaiseAnError() throws {
    let given = try Given(.denied)
    given.start(" ")
    given.presenter.errorAlertDismissed()
    given.start("Walk")
    given.presenter.errorAlertDismissed()
    given.device.setAuthorization(.authorizedAlways)
    try given.store.createRoute(title: "Walk")
    given.presenter.startTabSelected()
    #expect(
      given.view.calls == [
        "start selected false", "error \(Text.emptyTitleError)",
        "start selected false", "error \(Text.missingPermissionError)",
        "banner false", "start selected false", "error \(Text.duplicateTitleError("Walk"))",
      ])
    #expect(!given.presenter.isRecording)
  }

  @Test func startingHidesTheOverlayAndShowsTheNewRecording() throws {
    let given = try Given()
    given.start("Walk")
    #expect(
      given.view.calls == [
        "overlay nil", "overlay nil", "recording true", "start selected true",
        "status \(Text.recordingStatus(title: "Walk", pointCount: 0))",
      ])
    #expect(given.manager.isUpdatingLocation)
  }

  @Test func stopAsksThenConfirmOrCancelDecides() throws {
    let given = try Given()
    given.start("Walk")
    given.view.calls = []
    given.presenter.stopTabSelected()
    given.presenter.stopCancelled()
    #expect(given.view.calls == ["confirm stop", "start selected true"])
    given.view.calls = []
    given.presenter.stopTabSelected()
    given.presenter.stopConfirmed()
    given.presenter.stopConfirmed()
    #expect(
      given.view.calls == [
        "confirm stop", "recording false", "start selected false",
        "status \(Text.savedStatus(title: "Walk", pointCount: 0))",
      ])
    #expect(!given.manager.isUpdatingLocation)
  }

  @Test func historyOpensOverTheSameStore() throws {
    let given = try Given()
    given.start("Walk")
    given.view.calls = []
    given.presenter.historyTabSelected()
    #expect(given.view.calls == ["start selected true", "open history"])
    let history = try #require(given.view.openedHistory)
    history.loadRoutes()
    given.loop.runUntilIdle()
    #expect(history.rows.map(\.title) == ["Walk"])
  }

  // MARK: - The device

  @Test func savedBatchesUpdateTheStatusTheCentreAndAShownOverlay() throws {
    let given = try Given()
    given.start("Walk")
    given.presenter.footprintsTabSelected()
    given.view.calls = []
    given.device.deliver([Self.fix(35.0), Self.fix(35.1, accuracy: -1), Self.fix(35.2)])
    given.device.deliver([Self.fix(36.0, accuracy: -1)])
    #expect(
      given.view.calls == [
        "overlay [35.0, 35.2]", "status \(Text.recordingStatus(title: "Walk", pointCount: 2))",
        "centre 35.2",
      ])
  }

  @Test func aBatchThatCannotBeSavedRaisesTheErrorAndFinishes() throws {
    let given = try Given()
    given.start("Walk")
    let route = try #require(try given.store.route(titled: "Walk"))
    try given.store.deleteRoute(route.id)
    given.view.calls = []
    given.device.deliver([Self.fix(35.0)])
    #expect(
      given.view.calls == [
        "error \(Text.routeNotFoundError)", "recording false", "start selected false",
        "status \(Text.savedStatus(title: "Walk", pointCount: 0))",
      ])
  }

  @Test func revokedAccessAndLocationErrors() throws {
    let given = try Given()
    given.start("Walk")
    given.view.calls = []
    given.device.fail(with: .locationUnknown)
    given.device.setAuthorization(.authorizedWhenInUse)
    #expect(
      given.view.calls == [
        "status Location unavailable: location unknown", "banner true", "recording false",
        "start selected false", "status \(Text.savedStatus(title: "Walk", pointCount: 0))",
      ])
    given.device.setAuthorization(.authorizedAlways)
    given.start("Second")
    given.view.calls = []
    given.device.fail(with: .denied)
    #expect(
      given.view.calls == [
        "recording false", "start selected false",
        "status \(Text.savedStatus(title: "Second", pointCount: 0))",
        "status Location unavailable: access denied", "banner true",
      ])
  }
}

/// Records every call a ``RecorderPresenter`` makes on its view, as short lines.
@MainActor
private final class RecorderPresenterDelegateSpy: RecorderPresenterDelegate {
  var calls: [String] = []
  var openedHistory: HistoryPresenter?

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdatePermissionBannerVisibility isVisible: Bool
  ) {
    calls.append("banner \(isVisible)")
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateStatusText text: String) {
    calls.append("status \(text)")
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateRecording isRecording: Bool) {
    calls.append("recording \(isRecording)")
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateStartTabSelection isSelected: Bool
  ) {
    calls.append("start selected \(isSelected)")
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didMoveMapCenterTo center: LocationCoordinate2D
  ) {
    calls.append("centre \(center.latitude)")
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateFootprintOverlay footprints: [LocationCoordinate2D]?
  ) {
    calls.append("overlay " + (footprints.map { "\($0.map(\.latitude))" } ?? "nil"))
  }

  func recorderPresenter(_ presenter: RecorderPresenter, didFailWithMessage message: String) {
    calls.append("error \(message)")
  }

  func recorderPresenterDidAskToConfirmStop(_ presenter: RecorderPresenter) {
    calls.append("confirm stop")
  }

  func recorderPresenter(
    _ presenter: RecorderPresenter, didRequestHistory history: HistoryPresenter
  ) {
    calls.append("open history")
    openedHistory = history
  }
}
