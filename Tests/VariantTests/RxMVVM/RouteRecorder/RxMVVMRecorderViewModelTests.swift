import CoreLocationLite
import Domain
import Foundation
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM recorder view model")
struct RxMVVMRecorderViewModelTests {
  private typealias Text = RouteRecorderStrings

  @Test func creatingTheViewModelTouchesNothing() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .notDetermined)
    let manager = LocationManager(device: device)
    _ = RecorderViewModel(
      with: RecorderViewModel.Dependency(
        locationManager: manager, store: .success(try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }),
        wireframe: WireframeSpy()))
    #expect(manager.delegate == nil)
    #expect(device.authorizationRequestCount == 0)
  }

  @Test func loadingBridgesTheManagerAppliesTheInitialAccuracyAndAsksForAlways() throws {
    let fixture = try RecorderFixture(authorization: .notDetermined)
    #expect(fixture.manager.delegate is RxLocationManagerDelegateProxy)
    #expect(fixture.manager.desiredAccuracy == AccuracySetting.initial.desiredAccuracy)
    #expect(fixture.manager.distanceFilter == AccuracySetting.initial.distanceFilter)
    #expect(fixture.device.authorizationRequestCount == 1)
    #expect(fixture.device.lastRequestWasAlways)
    #expect(fixture.manager.isUpdatingLocation == false)
    #expect(fixture.statusTexts == [Text.idleStatus])
    #expect(fixture.bannerHidden == [false])
    #expect(fixture.startEnabled == [true])
    #expect(fixture.stopEnabled == [false])
    #expect(fixture.wireframe.prompts.isEmpty)
  }

  @Test func theBannerFollowsEveryAuthorizationChange() throws {
    let fixture = try RecorderFixture(authorization: .notDetermined)
    for status in [AuthorizationStatus.authorizedAlways, .authorizedWhenInUse, .denied] {
      fixture.device.setAuthorization(status)
    }
    #expect(fixture.bannerHidden == [false, true, false, false])
  }

  @Test func accuracyChangesReachTheManager() throws {
    let fixture = try RecorderFixture()
    for setting in AccuracySetting.allCases {
      fixture.accuracyChanged.accept(setting.rawValue)
      #expect(fixture.manager.desiredAccuracy == setting.desiredAccuracy)
      #expect(fixture.manager.distanceFilter == setting.distanceFilter)
    }
  }

  @Test func refusedStartsAlertClearTheSelectionAndChangeNothingElse() throws {
    let fixture = try RecorderFixture(authorization: .authorizedWhenInUse)
    try fixture.store.createRoute(title: "Taken")
    fixture.start(" \t")
    fixture.wireframe.tap("OK")
    fixture.start("Walk")
    fixture.wireframe.tap("OK")
    fixture.device.setAuthorization(.authorizedAlways)
    fixture.start("Taken")
    #expect(fixture.wireframe.prompts.map(\.message) == [
      Text.emptyTitleError, Text.missingPermissionError, Text.duplicateTitleError("Taken"),
    ])
    #expect(Set(fixture.wireframe.prompts.map(\.title)) == [Text.errorAlertTitle])
    #expect(fixture.errorsDismissed == 2)
    #expect(fixture.selections == [.none, .none, .none])
    #expect(fixture.statusTexts == [Text.idleStatus])
    #expect(fixture.startEnabled == [true])
    #expect(fixture.manager.isUpdatingLocation == false)
    #expect(try fixture.store.routes().map(\.title) == ["Taken"])
  }

  @Test func aRecordingSavesEachBatchInOneCallAndCentresOnItsLastRecordableFix() throws {
    let fixture = try RecorderFixture()
    fixture.start("Walk")
    #expect(fixture.manager.isUpdatingLocation)
    #expect(fixture.startEnabled == [true, false])
    #expect(fixture.stopEnabled == [false, true])
    fixture.device.deliver([fix(35.0, 139.0), fix(35.1, 139.1, accuracy: -1), fix(35.2, 139.2)])
    fixture.device.deliver([fix(36.0, 140.0, accuracy: -5)])
    fixture.device.deliver([fix(35.3, 139.3)])
    #expect(fixture.statusTexts == [
      Text.idleStatus, Text.recordingStatus(title: "Walk", pointCount: 0),
      Text.recordingStatus(title: "Walk", pointCount: 2),
      Text.recordingStatus(title: "Walk", pointCount: 3),
    ])
    #expect(fixture.centers.map(\.latitude) == [35.2, 35.3])
    let route = try #require(try fixture.store.route(titled: "Walk"))
    #expect(try fixture.store.footprints(of: route.id).map(\.coordinate.latitude) == [
      35.0, 35.2, 35.3,
    ])
  }

  @Test func footprintsToggleTheCurrentRouteAndFollowItsBatches() throws {
    let fixture = try RecorderFixture()
    fixture.footprintsTabSelected.accept(())
    #expect(fixture.footprints.count == 1)
    #expect(fixture.selections == [.none])
    fixture.start("Walk")
    fixture.device.deliver([fix(35.0, 139.0)])
    fixture.footprintsTabSelected.accept(())
    fixture.device.deliver([fix(35.1, 139.1)])
    fixture.footprintsTabSelected.accept(())
    #expect(fixture.footprints.map { $0?.map(\.latitude) } == [
      nil, [35.0], [35.0, 35.1], nil,
    ])
    #expect(fixture.selections == [.none, .start, .start])
    fixture.footprintsTabSelected.accept(())
    fixture.stopTabSelected.accept(())
    fixture.wireframe.tap("OK")
    fixture.start("Second")
    #expect(fixture.footprints.map { $0?.count } == [nil, 1, 2, nil, 2, nil])
  }

  @Test func stopAsksFirstCancelKeepsRecordingAndOKFinishes() throws {
    let fixture = try RecorderFixture()
    fixture.start("Walk")
    fixture.device.deliver([fix(35.0, 139.0)])
    fixture.stopTabSelected.accept(())
    fixture.wireframe.tap("Cancel")
    #expect(fixture.wireframe.prompts == [
      WireframeSpy.Prompt(
        title: Text.stopAlertTitle, message: Text.stopAlertMessage, buttons: ["OK", "Cancel"])
    ])
    #expect(fixture.selections == [.start])
    #expect(fixture.manager.isUpdatingLocation)
    fixture.stopTabSelected.accept(())
    fixture.wireframe.tap("OK")
    #expect(fixture.manager.isUpdatingLocation == false)
    #expect(fixture.statusTexts.last == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(fixture.selections == [.start, .none])
    #expect(fixture.startEnabled == [true, false, true])
    fixture.wireframe.tap("OK")
    #expect(fixture.statusTexts.count == 4)
  }

  @Test func transientErrorsShowAndDeniedFinishesTheRecording() throws {
    let fixture = try RecorderFixture()
    fixture.device.fail(with: .network)
    #expect(fixture.statusTexts == [Text.idleStatus])
    fixture.start("Walk")
    fixture.device.fail(with: .network)
    fixture.device.deliver([fix(35.0, 139.0)])
    fixture.device.fail(with: .denied)
    #expect(fixture.statusTexts == [
      Text.idleStatus, Text.recordingStatus(title: "Walk", pointCount: 0),
      "Location unavailable: network unavailable",
      Text.recordingStatus(title: "Walk", pointCount: 1),
      "Location unavailable: access denied",
    ])
    #expect(fixture.startEnabled == [true, false, true])
    #expect(fixture.bannerHidden == [true, false])
  }

  @Test func aRevokedPermissionFinishesTheRecording() throws {
    let fixture = try RecorderFixture()
    fixture.start("Walk")
    fixture.device.setAuthorization(.authorizedWhenInUse)
    #expect(fixture.statusTexts.last == Text.savedStatus(title: "Walk", pointCount: 0))
    #expect(fixture.manager.isUpdatingLocation == false)
    #expect(fixture.selections == [.none])
  }

  @Test func aStoreThatCannotOpenRaisesItsAlertOnLoadAndOnEveryStart() throws {
    let error = StoreError.notADatabase(path: "/data/footprints.sqlite")
    let fixture = try RecorderFixture(store: .failure(error))
    fixture.start("Walk")
    #expect(fixture.wireframe.prompts.map(\.message) == [error.message, error.message])
    fixture.wireframe.tap("OK")
    fixture.start("Walk")
    #expect(fixture.wireframe.prompts.count == 3)
    #expect(fixture.selections == [.none, .none])
    #expect(fixture.startEnabled == [true])
  }

  @Test func theHistoryTabAsksForTheHistoryAndResetsTheSelection() throws {
    let fixture = try RecorderFixture()
    fixture.historyTabSelected.accept(())
    fixture.start("Walk")
    fixture.historyTabSelected.accept(())
    #expect(fixture.historyRequests == 2)
    #expect(fixture.selections == [.none, .start])
  }

  @Test func disposingTheOutputsEndsTheSubscriptionsAndFreesTheManager() throws {
    let before = Resources.total
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    do {
      let fixture = try RecorderFixture(device: device)
      fixture.start("Walk")
      #expect(Resources.total > before)
    }
    #expect(device.liveManagerCount == 0)
    #expect(Resources.total == before)
  }
}

// MARK: - Fixture

/// A fix at (`latitude`, `longitude`) with `accuracy`.
private func fix(_ latitude: Double, _ longitude: Double, accuracy: Double = 5) -> Location {
  Location(
    coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
    horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 1_000))
}

/// A recorder view model on a simulated device and an in-memory store, transformed from
/// relays the test drives, with every output recorded as the view controller would receive it.
@MainActor
private final class RecorderFixture {
  let device: SimulatedLocationDevice
  let manager: LocationManager
  let store: RouteStore
  let wireframe = WireframeSpy()
  let title = BehaviorRelay(value: "")
  let accuracyChanged = PublishRelay<Int>()
  let startTabSelected = PublishRelay<Void>()
  let stopTabSelected = PublishRelay<Void>()
  let footprintsTabSelected = PublishRelay<Void>()
  let historyTabSelected = PublishRelay<Void>()
  private(set) var statusTexts: [String] = []
  private(set) var bannerHidden: [Bool] = []
  private(set) var startEnabled: [Bool] = []
  private(set) var stopEnabled: [Bool] = []
  private(set) var centers: [LocationCoordinate2D] = []
  private(set) var footprints: [[LocationCoordinate2D]?] = []
  private(set) var selections: [TabSelection] = []
  private(set) var errorsDismissed = 0
  private(set) var historyRequests = 0
  private let disposeBag = DisposeBag()

  init(
    authorization: AuthorizationStatus = .authorizedAlways,
    device: SimulatedLocationDevice? = nil, store: Result<RouteStore, StoreError>? = nil
  ) throws {
    self.device = device ?? SimulatedLocationDevice(authorizationStatus: authorization)
    manager = LocationManager(device: self.device)
    let inMemory = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 0) })
    self.store = inMemory
    let viewModel = RecorderViewModel(
      with: RecorderViewModel.Dependency(
        locationManager: manager, store: store ?? .success(inMemory), wireframe: wireframe))
    record(
      viewModel.transform(
        input: RecorderViewModel.Input(
          title: title.asDriver(),
          accuracyChanged: accuracyChanged.asSignal(),
          startTabSelected: startTabSelected.asSignal(),
          stopTabSelected: stopTabSelected.asSignal(),
          footprintsTabSelected: footprintsTabSelected.asSignal(),
          historyTabSelected: historyTabSelected.asSignal())))
  }

  /// Types `title` and selects the start tab.
  func start(_ title: String) {
    self.title.accept(title)
    startTabSelected.accept(())
  }

  private func record(_ output: RecorderViewModel.Output) {
    output.statusText.drive(onNext: { [unowned self] in statusTexts.append($0) })
      .disposed(by: disposeBag)
    output.isPermissionBannerHidden.drive(onNext: { [unowned self] in bannerHidden.append($0) })
      .disposed(by: disposeBag)
    output.isStartEnabled.drive(onNext: { [unowned self] in startEnabled.append($0) })
      .disposed(by: disposeBag)
    output.isStopEnabled.drive(onNext: { [unowned self] in stopEnabled.append($0) })
      .disposed(by: disposeBag)
    output.mapCenter.emit(onNext: { [unowned self] in centers.append($0) })
      .disposed(by: disposeBag)
    output.footprints.drive(onNext: { [unowned self] in footprints.append($0) })
      .disposed(by: disposeBag)
    output.tabSelection.emit(onNext: { [unowned self] in selections.append($0) })
      .disposed(by: disposeBag)
    output.errorShown.emit(onNext: { [unowned self] in errorsDismissed += 1 })
      .disposed(by: disposeBag)
    output.showHistory.emit(onNext: { [unowned self] in historyRequests += 1 })
      .disposed(by: disposeBag)
  }
}
