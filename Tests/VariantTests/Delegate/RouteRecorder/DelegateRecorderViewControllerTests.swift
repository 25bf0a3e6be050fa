import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import DelegateVariant

/// The delegate recorder screen: it forwards widget events to its presenter and, as the
/// presenter's delegate from the moment it loads, renders whatever the presenter tells it, even
/// while the history covers it.
@MainActor
@Suite("Delegate recorder view controller")
struct DelegateRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  /// A recorder screen on a simulated device and an in-memory store, shown in a window.
  @MainActor
  private struct Screen {
    let device: SimulatedLocationDevice
    let manager: LocationManager
    let presenter: RecorderPresenter
    let viewController: RecorderViewController
    let navigation: NavigationController
    let window = Window()
    let view: RouteRecorderView

    init(_ status: AuthorizationStatus = .authorizedAlways) throws {
      device = SimulatedLocationDevice(authorizationStatus: status)
      manager = LocationManager(device: device)
      let store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
      presenter = RecorderPresenter(
        locationManager: manager, store: .success(store),
        opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
        documentsDirectory: RouteRecorderSceneHost.noDocuments)
      viewController = RecorderViewController(presenter: presenter)
      navigation = NavigationController(rootViewController: viewController)
      window.rootViewController = navigation
      view = try #require(viewController.view as? RouteRecorderView)
    }

    func start(_ title: String) {
      #expect(view.titleField.type(title))
      #expect(view.tabBar.select(view.startItem))
    }

    func fix(_ latitude: Double) -> Location {
      Location(
        coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
        horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 100))
    }
  }

  @Test func loadingSetsTheDelegateAndShowsTheWholeState() throws {
    let screen = try Screen(.authorizedWhenInUse)
    #expect(!screen.view.permissionBanner.isHidden)
    #expect(screen.view.statusLabel.text == Text.idleStatus)
    #expect(screen.view.startItem.isEnabled && !screen.view.stopItem.isEnabled)
    #expect(screen.manager.delegate === screen.presenter)
    let kilometer = try #require(AccuracySetting.allCases.firstIndex(of: .kilometer))
    #expect(screen.view.accuracyControl.select(segmentAt: kilometer))
    #expect(screen.manager.distanceFilter == 1_000)
  }

  @Test func theTypedTitleStartsAndTheStopQuestionDecides() throws {
    let screen = try Screen()
    let view = screen.view
    screen.start("Walk")
    #expect(!view.startItem.isEnabled && view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem === view.startItem)
    screen.device.deliver([screen.fix(35.0), screen.fix(35.25)])
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(view.mapView.centerCoordinate?.latitude == 35.25)
    #expect(view.tabBar.select(view.footprintsItem))
    #expect(view.mapView.overlays.map(\.coordinates.count) == [2])
    #expect(view.tabBar.select(view.stopItem))
    #expect(screen.window.presentedAlert?.message == Text.stopAlertMessage)
    #expect(try #require(screen.window.presentedAlert).tapAction(titled: Text.cancelActionTitle))
    #expect(screen.presenter.isRecording)
    #expect(view.tabBar.selectedItem === view.startItem)
    #expect(view.tabBar.select(view.stopItem))
    #expect(try #require(screen.window.presentedAlert).tapAction(titled: Text.okActionTitle))
    #expect(view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 2))
    #expect(view.startItem.isEnabled && !view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem == nil)
  }

  @Test func aRefusedStartAlertsAndDismissingItClearsTheError() throws {
    let screen = try Screen()
    screen.start("   ")
    let alert = try #require(screen.window.presentedAlert)
    #expect(alert.message == Text.emptyTitleError)
    #expect(screen.view.tabBar.selectedItem == nil)
    #expect(alert.tapAction(titled: Text.okActionTitle))
    #expect(screen.presenter.errorMessage == nil)
  }

  @Test func whileTheHistoryCoversItTheScreenKeepsRendering() throws {
    let screen = try Screen()
    screen.start("Walk")
    #expect(screen.view.tabBar.select(screen.view.historyItem))
    #expect(screen.window.visibleViewController is HistoryViewController)
    screen.device.deliver([screen.fix(35.5)])
    screen.device.setAuthorization(.authorizedWhenInUse)
    #expect(screen.view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(!screen.view.permissionBanner.isHidden)
    #expect(screen.navigation.popViewController(animated: false) != nil)
    #expect(screen.view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(screen.view.mapView.centerCoordinate?.latitude == 35.5)
    #expect(screen.view.startItem.isEnabled && !screen.view.stopItem.isEnabled)
    #expect(!screen.view.permissionBanner.isHidden)
  }

  @Test func theControllerIsNotKeptByItsPresenter() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let presenter = RecorderPresenter(
      locationManager: LocationManager(device: device),
      store: .success(try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    weak var released: RecorderViewController?
    do {
      let window = Window()
      let viewController = RecorderViewController(presenter: presenter)
      released = viewController
      window.rootViewController = viewController
      window.rootViewController = nil
    }
    #expect(released == nil)
    device.setAuthorization(.denied)
    #expect(presenter.isPermissionBannerVisible)
  }
}
