import BondLite
import CoreLocationLite
import Domain
import Foundation
import Testing

@testable import BondVariant

/// The Bond route recorder's view models, observed through their properties and signals as the
/// controllers bind them.
@MainActor
@Suite("Bond route recorder view models")
struct BondRecorderViewModelTests {
  private typealias Text = RouteRecorderStrings

  private let device = SimulatedLocationDevice()
  private let manager: LocationManager
  private let store: RouteStore
  private let viewModel: RecorderViewModel
  private let bag = DisposeBag()

  init() throws {
    manager = LocationManager(device: device)
    store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_000) })
    viewModel = RecorderViewModel(
      locationManager: manager, store: .success(store),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    viewModel.load()
  }

  private func fix(_ latitude: Double, accuracy: Double = 5, second: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 2_000 + second))
  }

  @Test func loadingTakesTheManagerAndAppliesTheInitialAccuracy() {
    #expect(manager.delegate === viewModel)
    #expect(manager.desiredAccuracy == AccuracySetting.initial.desiredAccuracy)
    #expect(device.authorizationRequestCount == 1 && device.lastRequestWasAlways)
    viewModel.changeAccuracy(to: .hundredMeters)
    #expect(manager.distanceFilter == 100)
  }

  @Test func theBannerFollowsEveryAuthorizationChange() {
    var hidden: [Bool] = []
    viewModel.isPermissionBannerHidden.observeNext { hidden.append($0) }.dispose(in: bag)
    device.setAuthorization(.authorizedAlways)
    device.setAuthorization(.authorizedWhenInUse)
    #expect(hidden == [false, true, false])
  }

  @Test func refusalsAreOneShotErrorsAndClearTheSelection() {
    var errors: [String] = []
    var selected: [Bool] = []
    viewModel.errorMessages.observeNext { errors.append($0) }.dispose(in: bag)
    viewModel.isStartSelected.observeNext { selected.append($0) }.dispose(in: bag)
    viewModel.startRecording()
    viewModel.title.value = "Walk"
    viewModel.startRecording()
    device.setAuthorization(.authorizedAlways)
    viewModel.startRecording()
    viewModel.stopRecording()
    viewModel.startRecording()
    let expected = [
      Text.emptyTitleError, Text.missingPermissionError, Text.duplicateTitleError("Walk"),
    ]
    #expect(errors == expected)
    #expect(selected == [false, false, false, true, false, false])
  }

  @Test func recordingSavesBatchesAndExtendsTheShownOverlay() throws {
    device.setAuthorization(.authorizedAlways)
    viewModel.title.value = "Walk"
    viewModel.startRecording()
    var overlays: [Int?] = []
    viewModel.footprints.observeNext { overlays.append($0?.count) }
      .dispose(in: bag)
    viewModel.toggleFootprints()
    device.deliver([fix(35.1, second: 1), fix(35.2, accuracy: -1, second: 2), fix(35.3, second: 3)])
    viewModel.toggleFootprints()
    #expect(overlays == [nil, 0, 2, nil])
    #expect(viewModel.statusText.value == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(viewModel.mapCenter.value?.latitude == 35.3)
    let route = try #require(viewModel.route)
    #expect(try store.footprints(of: route.id).map(\.coordinate.latitude) == [35.1, 35.3])
  }

  @Test func stoppingEnablesStartAndShowsTheSavedStatus() {
    device.setAuthorization(.authorizedAlways)
    viewModel.title.value = "Walk"
    viewModel.startRecording()
    #expect(viewModel.isStartEnabled.value == false && viewModel.isStopEnabled.value)
    device.deliver([fix(35.1, second: 1)])
    viewModel.keepRecording()
    #expect(viewModel.isStartSelected.value && viewModel.isRecording)
    viewModel.stopRecording()
    #expect(viewModel.isStartEnabled.value && viewModel.isStopEnabled.value == false)
    #expect(viewModel.statusText.value == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(manager.isUpdatingLocation == false)
  }

  @Test func historyIsRequestedAsASignalWithItsViewModel() throws {
    try store.createRoute(title: "Older")
    try store.createRoute(title: "Newer")
    var requested: [HistoryViewModel] = []
    viewModel.historyRequests.observeNext { requested.append($0) }.dispose(in: bag)
    viewModel.showHistory()
    let history = try #require(requested.first)
    var changesets = 0
    history.routes.observeNext { _ in changesets += 1 }.dispose(in: bag)
    history.reload()
    #expect(history.routes.array.map(\.title) == ["Newer", "Older"])
    #expect(changesets == 2)
  }

  @Test func detailDeletesExportsAndReportsFailures() throws {
    let route = try store.createRoute(title: "Walk")
    try store.append([fix(35.1, second: 1), fix(35.2, second: 2)], to: route.id)
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("bond-missing-\(UUID().uuidString)")
    let stored = try #require(try store.route(id: route.id))
    let detail = RouteDetailViewModel(route: stored, store: store, documentsDirectory: missing)
    var errors: [String] = []
    var deletions = 0
    detail.errorMessages.observeNext { errors.append($0) }.dispose(in: bag)
    detail.deletions.observeNext { deletions += 1 }.dispose(in: bag)
    detail.load()
    #expect(detail.coordinates.value.map(\.latitude) == [35.1, 35.2])
    #expect(detail.figuresText == Text.historyRowDetail(stored))
    #expect(detail.figuresText.hasPrefix("2 points, "))
    detail.exportRoute()
    detail.deleteRoute()
    detail.deleteRoute()
    let reason = #"Cannot write GPX file "route-\#(route.id).gpx": its folder does not exist."#
    #expect(errors == [Text.exportFailedMessage(route, reason: reason), Text.routeNotFoundError])
    #expect(deletions == 1)
  }
}
