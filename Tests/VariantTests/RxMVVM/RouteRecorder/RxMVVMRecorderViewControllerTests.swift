import CoreLocationLite
import Domain
import Foundation
import RxLite
import Storyboards
import Testing
import UIKitLite

@testable import RxMVVMVariant

/// The Rx MVVM recorder screen: widget events bound into the view model's input, its output
/// driven into the widgets, alerts and the push of the history screen; every binding ends in
/// the controller's bag.
@MainActor
@Suite("Rx MVVM recorder view controller")
struct RxMVVMRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  /// A recorder screen on a simulated device and an in-memory store, shown in a window; the
  /// history tab pushes whatever the factory makes.
  @MainActor
  private struct Screen {
    let device: SimulatedLocationDevice
    let manager: LocationManager
    let viewController: RecorderViewController
    let window = Window()
    let view: RouteRecorderView
    let histories = HistoryFactory()

    init(_ status: AuthorizationStatus = .authorizedAlways) throws {
      device = SimulatedLocationDevice(authorizationStatus: status)
      manager = LocationManager(device: device)
      let store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
      let wireframe = DefaultWireframe()
      let viewModel = RecorderViewModel(
        with: RecorderViewModel.Dependency(
          locationManager: manager, store: .success(store), wireframe: wireframe))
      let histories = self.histories
      viewController = RecorderViewController(
        with: RecorderViewController.Dependency(
          viewModel: viewModel, makeHistoryViewController: { histories.make() }))
      wireframe.presentingViewController = viewController
      window.rootViewController = NavigationController(rootViewController: viewController)
      view = try #require(viewController.view as? RouteRecorderView)
    }

    func fix(_ latitude: Double) -> Location {
      Location(
        coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
        horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 100))
    }
  }

  /// Builds the screens the history tab pushes, and keeps them.
  @MainActor
  private final class HistoryFactory {
    private(set) var made: [ViewController] = []

    func make() -> ViewController {
      made.append(ViewController())
      return made[made.count - 1]
    }
  }

  @Test func theOutputIsDrivenIntoTheWidgetsFromTheStart() throws {
    let screen = try Screen(.authorizedWhenInUse)
    #expect(!screen.view.permissionBanner.isHidden)
    #expect(screen.view.statusLabel.text == Text.idleStatus)
    #expect(screen.view.startItem.isEnabled && !screen.view.stopItem.isEnabled)
    screen.device.setAuthorization(.authorizedAlways)
    #expect(screen.view.permissionBanner.isHidden)
  }

  @Test func theFieldTheSegmentAndTheTabsReachTheInput() throws {
    let screen = try Screen()
    let view = screen.view
    let kilometer = try #require(AccuracySetting.allCases.firstIndex(of: .kilometer))
    #expect(view.accuracyControl.select(segmentAt: kilometer))
    #expect(screen.manager.distanceFilter == 1_000)
    #expect(view.titleField.type("Walk"))
    #expect(view.tabBar.select(view.startItem))
    #expect(!view.startItem.isEnabled && view.stopItem.isEnabled)
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 0))
    screen.device.deliver([screen.fix(35.0), screen.fix(35.75)])
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(view.mapView.centerCoordinate?.latitude == 35.75)
    #expect(view.tabBar.select(view.footprintsItem))
    #expect(view.mapView.overlays.map(\.coordinates.count) == [2])
    #expect(view.tabBar.selectedItem === view.startItem)
  }

  @Test func alertsAreBuiltFromTheOutputAndTheirAnswersGoBackIn() throws {
    let screen = try Screen()
    let view = screen.view
    #expect(view.tabBar.select(view.startItem))
    let refusal = try #require(screen.window.presentedAlert)
    #expect(refusal.title == Text.errorAlertTitle && refusal.message == Text.emptyTitleError)
    #expect(view.tabBar.selectedItem == nil)
    #expect(refusal.tapAction(titled: Text.okActionTitle))
    #expect(view.titleField.type("Walk"))
    #expect(view.tabBar.select(view.startItem))
    #expect(view.tabBar.select(view.stopItem))
    let question = try #require(screen.window.presentedAlert)
    #expect(question.message == Text.stopAlertMessage)
    #expect(question.tapAction(titled: Text.cancelActionTitle))
    #expect(view.stopItem.isEnabled && view.tabBar.selectedItem === view.startItem)
    #expect(view.tabBar.select(view.stopItem))
    #expect(try #require(screen.window.presentedAlert).tapAction(titled: Text.okActionTitle))
    #expect(view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 0))
    #expect(view.startItem.isEnabled && !view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem == nil)
  }

  @Test func theHistoryTabPushesWhatTheSceneBuilds() throws {
    let screen = try Screen()
    #expect(screen.view.tabBar.select(screen.view.historyItem))
    #expect(screen.histories.made.count == 1)
    #expect(screen.window.visibleViewController === screen.histories.made.first)
    #expect(screen.view.tabBar.selectedItem == nil)
  }

  /// Releasing the controller completes the control events bound into the view model's
  /// subjects, so the check is on the screen as the scene builds it: controller and view model
  /// together leave no subscription, no cycle and no manager behind.
  @Test func theScreenLeavesNoSubscriptionBehind() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
    let before = Resources.total
    weak var released: RecorderViewController?
    do {
      let wireframe = DefaultWireframe()
      let viewModel = RecorderViewModel(
        with: RecorderViewModel.Dependency(
          locationManager: LocationManager(device: device), store: .success(store),
          wireframe: wireframe))
      let viewController = RecorderViewController(
        with: RecorderViewController.Dependency(
          viewModel: viewModel, makeHistoryViewController: { ViewController() }))
      wireframe.presentingViewController = viewController
      released = viewController
      let view = try #require(viewController.view as? RouteRecorderView)
      #expect(view.titleField.type("Walk"))
      #expect(view.tabBar.select(view.startItem))
      #expect(Resources.total > before)
    }
    #expect(released == nil)
    #expect(device.liveManagerCount == 0)
    #expect(Resources.total == before)
  }
}
