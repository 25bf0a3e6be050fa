import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import CallbackVariant

/// The callback recorder screen: each tab asks the view model and renders the answer it
/// returns; pushed location events arrive through the closures it sets when it loads.
@MainActor
@Suite("Callback recorder view controller")
struct CallbackRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  /// A recorder screen on a simulated device and an in-memory store, shown in a window.
  @MainActor
  private struct Screen {
    let device: SimulatedLocationDevice
    let viewModel: RecorderViewModel
    let viewController: RecorderViewController
    let window = Window()
    let view: RouteRecorderView

    init(_ status: AuthorizationStatus = .authorizedAlways) throws {
      device = SimulatedLocationDevice(authorizationStatus: status)
      let store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
      viewModel = RecorderViewModel(
        locationManager: LocationManager(device: device), store: .success(store),
        opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
      viewController = RecorderViewController(viewModel: viewModel)
      window.rootViewController = NavigationController(rootViewController: viewController)
      view = try #require(viewController.view as? RouteRecorderView)
    }

    func fix(_ latitude: Double) -> Location {
      Location(
        coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
        horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 100))
    }
  }

  @Test func loadingRendersTheAnswerAndListensToPushedEvents() throws {
    let screen = try Screen(.authorizedWhenInUse)
    #expect(!screen.view.permissionBanner.isHidden)
    #expect(screen.view.statusLabel.text == Text.idleStatus)
    #expect(screen.viewModel.onLocationsSaved != nil)
    #expect(screen.viewModel.onAuthorizationChanged != nil)
    #expect(screen.viewModel.onLocationError != nil)
    screen.device.setAuthorization(.authorizedAlways)
    #expect(screen.view.permissionBanner.isHidden)
  }

  @Test func aRefusedStartShowsTheErrorAndClearsTheSelection() throws {
    let screen = try Screen()
    #expect(screen.view.tabBar.select(screen.view.startItem))
    #expect(screen.window.presentedAlert?.message == Text.emptyTitleError)
    #expect(screen.view.tabBar.selectedItem == nil)
    #expect(screen.view.startItem.isEnabled && !screen.view.stopItem.isEnabled)
  }

  @Test func startSavedBatchesFootprintsAndStopAreRendered() throws {
    let screen = try Screen()
    let view = screen.view
    #expect(view.titleField.type("Walk"))
    #expect(view.tabBar.select(view.startItem))
    #expect(!view.startItem.isEnabled && view.stopItem.isEnabled)
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 0))
    screen.device.deliver([screen.fix(35.0), screen.fix(35.5)])
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(view.mapView.centerCoordinate?.latitude == 35.5)
    #expect(view.tabBar.select(view.footprintsItem))
    #expect(view.mapView.overlays.map(\.coordinates.count) == [2])
    #expect(view.tabBar.selectedItem === view.startItem, "Start stays selected while recording")
    #expect(view.tabBar.select(view.stopItem))
    let question = try #require(screen.window.presentedAlert)
    #expect(question.title == Text.stopAlertTitle)
    #expect(question.tapAction(titled: Text.cancelActionTitle))
    #expect(screen.viewModel.isRecording)
    #expect(view.tabBar.selectedItem === view.startItem)
    #expect(view.tabBar.select(view.stopItem))
    #expect(try #require(screen.window.presentedAlert).tapAction(titled: Text.okActionTitle))
    #expect(view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 2))
    #expect(view.startItem.isEnabled && !view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem == nil)
  }

  @Test func locationProblemsReachTheStatusAndARevokedPermissionEndsTheRecording() throws {
    let screen = try Screen()
    #expect(screen.view.titleField.type("Walk"))
    #expect(screen.view.tabBar.select(screen.view.startItem))
    screen.device.fail(with: .network)
    #expect(screen.view.statusLabel.text == Text.locationUnavailable(LocationError.network))
    #expect(screen.view.stopItem.isEnabled, "a transient error keeps recording")
    screen.device.setAuthorization(.denied)
    #expect(screen.view.startItem.isEnabled && !screen.view.stopItem.isEnabled)
    #expect(!screen.view.permissionBanner.isHidden)
    #expect(screen.view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 0))
  }

  @Test func historyIsPushedAndTheClosuresDoNotKeepTheScreen() throws {
    let screen = try Screen()
    #expect(screen.view.tabBar.select(screen.view.historyItem))
    #expect(screen.window.visibleViewController is HistoryViewController)
    #expect(screen.view.tabBar.selectedItem == nil)

    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let viewModel = RecorderViewModel(
      locationManager: LocationManager(device: device),
      store: .success(try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    weak var released: RecorderViewController?
    do {
      let viewController = RecorderViewController(viewModel: viewModel)
      released = viewController
      _ = viewController.view
    }
    #expect(released == nil)
    device.setAuthorization(.denied)
    #expect(viewModel.onAuthorizationChanged != nil, "the closure outlives the screen harmlessly")
  }
}
