import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Storyboards
import StoreLite
import Testing
import UIKitLite

@testable import StoreVariant

/// The store route recorder's screens, built by the scene builder on a virtual main loop and
/// driven through their widgets and the simulated device: the recorder renders its scoped
/// state, the navigation stack follows `path` (history, then a route's detail), and tearing
/// the scene down ends every effect.
@MainActor
@Suite("Store route recorder view controllers")
struct StoreRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
  private let window = Window()

  // MARK: - Recorder

  @Test func aStartedRecordingRendersTabsStatusAndFixes() throws {
    let screen = try show()
    let view = try recorderView()
    #expect(view.permissionBanner.isHidden)
    #expect(view.statusLabel.text == Text.idleStatus)
    #expect(!view.stopItem.isEnabled)
    try start("Walk")
    #expect(!view.startItem.isEnabled)
    #expect(view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem === view.startItem)
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 0))
    loop.settle { device.deliver([Self.fix(35.0), Self.fix(35.1)]) }
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(view.mapView.centerCoordinate == Self.fix(35.1).coordinate)
    loop.settle { _ = view.tabBar.select(view.footprintsItem) }
    #expect(view.mapView.overlays.map(\.coordinates.count) == [2])
    #expect(screen.recorder.store.isShowingFootprints)
    try tearDown()
  }

  @Test func aBlankTitleIsOneAlertThatOKDismisses() throws {
    let screen = try show()
    let view = try recorderView()
    loop.settle { _ = view.tabBar.select(view.startItem) }
    #expect(view.tabBar.selectedItem == nil)
    let alert = try #require(window.presentedAlert)
    #expect(alert.title == Text.errorAlertTitle)
    #expect(alert.message == Text.emptyTitleError)
    loop.settle { #expect(alert.tapAction(titled: Text.okActionTitle)) }
    #expect(window.presentedAlert == nil)
    #expect(screen.recorder.store.alert == nil, "OK tells the store")
    try tearDown()
  }

  @Test func stopAsksFirstThenSavesAndRevokingPermissionShowsTheBanner() throws {
    _ = try show()
    let view = try recorderView()
    try start("Walk")
    loop.settle { device.deliver([Self.fix(35.0)]) }
    loop.settle { _ = view.tabBar.select(view.stopItem) }
    let alert = try #require(window.presentedAlert)
    #expect(alert.message == Text.stopAlertMessage)
    loop.settle { #expect(alert.tapAction(titled: Text.okActionTitle)) }
    #expect(view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 1))
    #expect(view.startItem.isEnabled)
    #expect(!view.stopItem.isEnabled)
    loop.settle { device.setAuthorization(.denied) }
    #expect(!view.permissionBanner.isHidden)
    try tearDown()
  }

  // MARK: - History and detail

  @Test func theHistoryReloadsOnAppearingAndARowPushesItsDetail() throws {
    let screen = try show()
    let view = try recorderView()
    try start("Walk")
    loop.settle { device.deliver([Self.fix(35.0), Self.fix(35.1)]) }
    loop.settle { _ = view.tabBar.select(view.historyItem) }
    let history = try #require(screen.navigation.topViewController as? HistoryViewController)
    #expect(history.title == Text.historyScreenTitle)
    #expect(screen.recorder.routeRecorder.path.ids == [0])
    let route = try #require(history.store.routes.first)
    #expect(try rows() == [Self.row(route)])
    #expect(route.pointCount == 2)
    loop.settle { device.deliver([Self.fix(35.2)]) }
    #expect(try rows() == [Self.row(route)], "read when it appeared, not since")
    loop.settle { _ = try? widget("historyTable", as: TableView.self).tapRow(at: 0) }
    let detail = try #require(screen.navigation.topViewController as? RouteDetailViewController)
    #expect(detail.title == "Walk")
    #expect(try widget("routeMap", as: MapView.self).overlays.map(\.coordinates.count) == [3])
    loop.settle { _ = screen.navigation.popViewController(animated: true) }
    #expect(screen.navigation.topViewController === history)
    #expect(screen.recorder.routeRecorder.path.ids == [0], "back pops the detail's element")
    let reloaded = try #require(history.store.routes.first)
    #expect(try rows() == [Self.row(reloaded)])
    #expect(reloaded.pointCount == 3, "appearing again reads the routes again")
    try tearDown()
  }

  @Test func deletingARouteAsksThenPopsBackToAnEmptyHistory() throws {
    let screen = try show()
    let view = try recorderView()
    try start("Walk")
    loop.settle { _ = view.tabBar.select(view.stopItem) }
    loop.settle { _ = window.presentedAlert?.tapAction(titled: Text.okActionTitle) }
    loop.settle { _ = view.tabBar.select(view.historyItem) }
    loop.settle { _ = try? widget("historyTable", as: TableView.self).tapRow(at: 0) }
    loop.settle { _ = try? widget("deleteButton", as: Button.self).tap() }
    let confirmation = try #require(window.presentedAlert)
    #expect(confirmation.title == Text.deleteAlertTitle)
    loop.settle { #expect(confirmation.tapAction(titled: Text.cancelActionTitle)) }
    #expect(screen.navigation.topViewController is RouteDetailViewController)
    loop.settle { _ = try? widget("deleteButton", as: Button.self).tap() }
    loop.settle { _ = window.presentedAlert?.tapAction(titled: Text.deleteActionTitle) }
    #expect(screen.navigation.topViewController is HistoryViewController)
    #expect(screen.recorder.routeRecorder.path.ids == [0])
    #expect(try rows() == [])
    #expect(try widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    loop.settle { _ = screen.navigation.popViewController(animated: true) }
    #expect(screen.recorder.routeRecorder.path.ids == [])
    loop.settle { _ = view.tabBar.select(view.historyItem) }
    #expect(screen.recorder.routeRecorder.path.ids == [2], "a new history, a new element")
    try tearDown()
  }

  // MARK: - Teardown

  @Test func tearingDownEndsEveryEffectAndFreesTheScene() throws {
    let before = StoreResources.runningEffects
    weak var released: AnyObject?
    try loop.settle {
      let screen = try show()
      released = screen.recorder.routeRecorder
      try start("Walk")
    }
    #expect(StoreResources.runningEffects > before)
    try tearDown()
    #expect(released == nil)
    #expect(StoreResources.runningEffects == before)
    #expect(device.liveManagerCount == 0)
  }

  // MARK: - Helpers

  private struct Screen {
    let navigation: NavigationController
    let recorder: RecorderViewController
  }

  private func show() throws -> Screen {
    let builder = try #require(StoreStyle.declaration.builder(for: .routeRecorder))
    let environment = SceneEnvironment(
      mainLoop: loop, locationDevice: device,
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      },
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    return try loop.settle {
      window.rootViewController = builder(environment).rootViewController
      let navigation = try #require(window.rootViewController as? NavigationController)
      let recorder = try #require(navigation.viewControllers.first as? RecorderViewController)
      return Screen(navigation: navigation, recorder: recorder)
    }
  }

  private func recorderView() throws -> RouteRecorderView {
    try #require(window.view(withIdentifier: "tabBar")?.superview as? RouteRecorderView)
  }

  private func start(_ title: String) throws {
    let view = try recorderView()
    loop.settle {
      _ = view.titleField.type(title)
      _ = view.tabBar.select(view.startItem)
    }
  }

  private func widget<Widget: View>(_ identifier: String, as type: Widget.Type) throws -> Widget {
    try #require(window.view(withIdentifier: identifier) as? Widget, "no \(identifier)")
  }

  /// The history's rows, each as its text and detail.
  private func rows() throws -> [String] {
    try widget("historyTable", as: TableView.self).visibleCells.map {
      "\($0.text) | \($0.detailText ?? "")"
    }
  }

  private static func row(_ route: Route) -> String {
    "\(Text.historyRowTitle(route)) | \(Text.historyRowDetail(route))"
  }

  private func tearDown() throws {
    loop.settle { window.rootViewController = nil }
  }

  private static func fix(_ latitude: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: 5, timestamp: SceneEnvironment.virtualEpoch.addingTimeInterval(60))
  }
}
