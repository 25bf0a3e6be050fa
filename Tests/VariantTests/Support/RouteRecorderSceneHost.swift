import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Testing
import UIKitLite

/// Shows any variant's route-recorder scene in a window the way the harness does (virtual main
/// loop, simulated location device, a route store shared by the environment's screens), and
/// drives it only through its widgets, its alerts and the device.
@MainActor
final class RouteRecorderSceneHost {
  let loop: MainLoop
  let device: SimulatedLocationDevice
  let environment: SceneEnvironment
  let window = Window()
  private let builder: SceneBuilder
  private var components: [WeakComponent] = []

  /// A documents folder that does not exist: a test that exports passes a folder of its own
  /// (and removes it), so nothing is ever written to the shared temporary directory.
  static let noDocuments = URL(fileURLWithPath: "/nonexistent-workbench-documents")

  /// An opener for a test that never reads off the main thread: its in-memory database is
  /// its own, and empty.
  static func unusedOpener() -> RouteStoreOpener {
    RouteStoreOpener(storage: .inMemory, memoryName: "unused-\(UUID().uuidString)")
  }

  /// Builds `variant`'s route recorder on a new environment and shows it.
  init(
    _ variant: StyleDeclaration, routeStorage: RouteStore.Storage = .inMemory,
    documentsDirectory: URL = RouteRecorderSceneHost.noDocuments,
    authorization: AuthorizationStatus = .notDetermined
  ) throws {
    builder = try #require(
      variant.builder(for: .routeRecorder), "\(variant.id) has no route recorder")
    let loop = MainLoop(mode: .virtual)
    self.loop = loop
    device = SimulatedLocationDevice(authorizationStatus: authorization)
    environment = SceneEnvironment(
      mainLoop: loop, locationDevice: device,
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      },
      routeStorage: routeStorage, documentsDirectory: documentsDirectory)
    show()
  }

  // MARK: - Screen

  /// What the window shows now.
  func snapshot() -> ScreenSnapshot {
    window.snapshot()
  }

  /// The identified widget on screen, as `type`.
  func widget<Widget: View>(_ identifier: String, as type: Widget.Type = Widget.self) throws
    -> Widget
  {
    try #require(
      window.view(withIdentifier: identifier) as? Widget, "no \(Widget.self) \(identifier)")
  }

  /// The visible screen's navigation title.
  var screenTitle: String? { window.visibleViewController?.title }

  /// The text of a label on screen.
  func text(of identifier: String) throws -> String? {
    try widget(identifier, as: Label.self).text
  }

  // MARK: - Lifecycle

  /// Tears the screen down and builds a new one on the same environment.
  func restart() {
    tearDown()
    show()
  }

  /// Takes the screen off the window and lets the loop drain, as the harness does.
  func tearDown() {
    window.rootViewController = nil
    loop.runUntilIdle()
  }

  /// How many of the scene's components are still alive.
  var liveComponentCount: Int { components.filter { $0.object != nil }.count }

  /// How many components the scene listed.
  var componentCount: Int { components.count }

  // MARK: - The user

  /// Taps the tab titled `title` on the recorder's tab bar.
  func selectTab(_ title: String) throws {
    let tabBar = try widget("tabBar", as: TabBar.self)
    let item = try #require(tabBar.items.first { $0.title == title }, "no tab \(title)")
    #expect(tabBar.select(item), "tab \(title) did not take the tap")
    loop.runUntilIdle()
  }

  /// Types `text` into the field `identifier` (one editing change).
  func type(_ text: String, into identifier: String = "titleField") throws {
    #expect(try widget(identifier, as: TextField.self).type(text))
    loop.runUntilIdle()
  }

  /// Selects the segment titled `title` of the control `identifier`.
  func selectSegment(_ title: String, of identifier: String = "accuracyControl") throws {
    let control = try widget(identifier, as: SegmentedControl.self)
    let index = try #require(control.segmentTitles.firstIndex(of: title), "no segment \(title)")
    #expect(control.select(segmentAt: index))
    loop.runUntilIdle()
  }

  /// Taps the button `identifier`.
  func tap(_ identifier: String) throws {
    #expect(try widget(identifier, as: Button.self).tap(), "\(identifier) did not take the tap")
    loop.runUntilIdle()
  }

  /// Taps row `row` of the table `identifier`.
  func tapRow(_ row: Int, of identifier: String = "historyTable") throws {
    #expect(try widget(identifier, as: TableView.self).tapRow(at: row), "no row \(row)")
    loop.runUntilIdle()
  }

  /// Taps the button titled `title` of the alert on screen.
  func tapAlert(_ title: String) throws {
    let alert = try #require(window.presentedAlert, "no alert on screen")
    #expect(alert.tapAction(titled: title), "the alert has no \(title) button")
    loop.runUntilIdle()
  }

  /// Pops the navigation stack, as the back button does.
  func back() throws {
    let navigation = try #require(window.rootViewController as? NavigationController)
    #expect(navigation.popViewController(animated: true) != nil, "nothing to pop")
    loop.runUntilIdle()
  }

  // MARK: - The device

  /// The receiver delivers one batch of fixes.
  func deliver(_ fixes: [Location]) {
    device.deliver(fixes)
    loop.runUntilIdle()
  }

  /// A fix at (`latitude`, `longitude`), `second` seconds after the virtual epoch.
  static func fix(
    _ latitude: Double, _ longitude: Double, accuracy: Double = 5, second: Double = 0
  ) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
      horizontalAccuracy: accuracy, speed: 1.2, course: 90,
      timestamp: SceneEnvironment.virtualEpoch.addingTimeInterval(second))
  }

  /// The route store this environment's screens use.
  func openStore() throws -> RouteStore {
    try environment.openRouteStore()
  }

  // MARK: - Private

  private func show() {
    let scene = builder(environment)
    components = scene.components.map(WeakComponent.init)
    window.rootViewController = scene.rootViewController
    loop.runUntilIdle()
  }
}

private struct WeakComponent {
  weak var object: AnyObject?
}

// MARK: - Reading the screen and recording

extension RouteRecorderSceneHost {
  /// The recorder's status line.
  func statusText() throws -> String? {
    try text(of: "statusLabel")
  }

  /// Every tab's title, with "(disabled)" after those that cannot be tapped.
  func tabStates() throws -> [String] {
    try widget("tabBar", as: TabBar.self).items.map {
      $0.title + ($0.isEnabled ? "" : "(disabled)")
    }
  }

  /// The title of the selected tab, if any.
  func selectedTabTitle() throws -> String? {
    try widget("tabBar", as: TabBar.self).selectedItem?.title
  }

  /// The titles of the history's rows, top to bottom.
  func rowTitles() throws -> [String] {
    try widget("historyTable", as: TableView.self).visibleCells.map(\.text)
  }

  /// How many points each overlay of the map `identifier` has.
  func overlayCounts(of identifier: String = "mapView") throws -> [Int] {
    try widget(identifier, as: MapView.self).overlays.map(\.coordinates.count)
  }

  /// The alert's snapshot line, if one is on screen.
  var alertLine: String? { window.presentedAlert?.snapshotLine }

  /// Types `title`, starts, delivers `fixes` as one batch and stops with OK.
  func record(_ title: String, fixes: [Location]) throws {
    try type(title)
    try selectTab(RouteRecorderStrings.startTabTitle)
    deliver(fixes)
    try selectTab(RouteRecorderStrings.stopTabTitle)
    try tapAlert(RouteRecorderStrings.okActionTitle)
  }
}
