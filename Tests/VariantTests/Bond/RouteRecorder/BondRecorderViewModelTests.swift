import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop
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
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
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
    var requested: [HistoryViewModel] = []
    viewModel.historyRequests.observeNext { requested.append($0) }.dispose(in: bag)
    viewModel.showHistory()
    #expect(requested.count == 1)
  }
}
