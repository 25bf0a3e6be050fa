import BondLite
import BondVariant
import CoreLocationLite
import Domain
import Foundation
import KVOLite
import KVOVariant
import SceneContract
import Testing
import UIKitLite

/// The KVO and Bond route recorders, driven side by side through their widgets and the
/// simulated device: every snapshot after every step must be the same in both, and must show
/// what Scenarios/route-recorder/BEHAVIOR.md says.
@MainActor
@Suite("Route recorder: KVO and Bond agree with the behaviour contract")
struct KVORouteRecorderBondParityTests {
  nonisolated static let variants = [KVOScenes.variant, BondScenes.variant]
  private typealias Text = RouteRecorderStrings

  @Test func recordingAgreesStepByStep() throws {
    let title = "Walk to \"the\" 🏯 shrine"
    let run = try SideBySide()
    let host = run.hosts[0]
    try run.step("load") { _ in }
    #expect(try host.text(of: "statusLabel") == Text.idleStatus)
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(host.device.authorizationRequestCount == 1 && host.device.lastRequestWasAlways)

    try run.step("start without a title") { try $0.selectTab(Text.startTabTitle) }
    let emptyTitleAlert = #"alert title="Error" message="\#(Text.emptyTitleError)" actions=[OK]"#
    #expect(host.alertLineOnScreen == emptyTitleAlert)
    #expect(try host.tabBarOnScreen().selectedItem == nil)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("type a title") { try $0.type(title) }
    try run.step("start without permission") { try $0.selectTab(Text.startTabTitle) }
    #expect(host.window.presentedAlert?.message == Text.missingPermissionError)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("grant always") { $0.device.setAuthorization(.authorizedAlways) }
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden)

    try run.step("start") { try $0.selectTab(Text.startTabTitle) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 0))
    #expect(try host.tabBarOnScreen().selectedItem?.title == Text.startTabTitle)
    #expect(try host.tabBarOnScreen().items.map(\.isEnabled) == [false, true, true, true])
    try run.step("a batch with an invalid fix") {
      $0.deliverFixes([(35.6812, 139.7671, 5), (35.6813, 139.7672, -1), (35.6814, 139.7673, 8)])
    }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 2))
    #expect(try host.mapOnScreen("mapView").centerCoordinate?.latitude == 35.6814)
    try run.step("show footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.mapOnScreen("mapView").overlays.map(\.coordinates.count) == [2])
    #expect(try host.tabBarOnScreen().selectedItem?.title == Text.startTabTitle)
    try run.step("a fix extends the overlay") {
      $0.deliverFixes([(35.6815, 139.7674, 5)], after: 3)
    }
    #expect(try host.mapOnScreen("mapView").overlays.map(\.coordinates.count) == [3])
    try run.step("only invalid fixes") { $0.deliverFixes([(35.0, 139.0, -1)], after: 4) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 3))
    try run.step("transient error") { $0.device.fail(with: .locationUnknown) }
    #expect(try host.text(of: "statusLabel") == "Location unavailable: location unknown")
    try run.step("recording goes on") { $0.deliverFixes([(35.6816, 139.7675, 5)], after: 5) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 4))

    try run.step("stop") { try $0.selectTab(Text.stopTabTitle) }
    let stopAlert = #"alert title="Confirm" message="Stop recording?" actions=[OK, Cancel]"#
    #expect(host.alertLineOnScreen == stopAlert)
    try run.step("cancel") { try $0.tapAlert("Cancel") }
    #expect(try host.tabBarOnScreen().selectedItem?.title == Text.startTabTitle)
    try run.step("stop again") { try $0.selectTab(Text.stopTabTitle) }
    try run.step("confirm") { try $0.tapAlert("OK") }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: title, pointCount: 4))
    #expect(try host.tabBarOnScreen().selectedItem == nil)
    #expect(try host.tabBarOnScreen().items.map(\.isEnabled) == [true, false, true, true])
    try run.step("a fix after stopping") { $0.deliverFixes([(35.7, 139.8, 5)], after: 6) }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: title, pointCount: 4))
    try run.step("hide footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.mapOnScreen("mapView").overlays.isEmpty)
    try run.step("show the last route") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.mapOnScreen("mapView").overlays.map(\.coordinates.count) == [4])
  }

  @Test func refusalsRevocationAndDenialAgreeStepByStep() throws {
    let run = try SideBySide(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("type a title") { try $0.type("Walk") }
    try run.step("start") { try $0.selectTab(Text.startTabTitle) }
    try run.step("show footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    try run.step("stop") { try $0.selectTab(Text.stopTabTitle) }
    try run.step("confirm") { try $0.tapAlert("OK") }
    try run.step("duplicate title") { try $0.selectTab(Text.startTabTitle) }
    #expect(host.window.presentedAlert?.message == Text.duplicateTitleError("Walk"))
    try run.step("dismiss") { try $0.tapAlert("OK") }
    #expect(try host.tabBarOnScreen().selectedItem == nil)
    #expect(try host.mapOnScreen("mapView").overlays.count == 1)
    try run.step("second title") { try $0.type("Second") }
    try run.step("start hides the overlay") { try $0.selectTab(Text.startTabTitle) }
    #expect(try host.mapOnScreen("mapView").overlays.isEmpty)
    try run.step("a fix") { $0.deliverFixes([(35.69, 139.70, 5)]) }
    try run.step("revoked") { $0.device.setAuthorization(.authorizedWhenInUse) }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: "Second", pointCount: 1))
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try host.tabBarOnScreen().items.map(\.isEnabled) == [true, false, true, true])
    try run.step("always again") { $0.device.setAuthorization(.authorizedAlways) }
    try run.step("third title") { try $0.type("Third") }
    try run.step("start the third") { try $0.selectTab(Text.startTabTitle) }
    try run.step("a fix") { $0.deliverFixes([(35.70, 139.71, 5)]) }
    try run.step("denied") { $0.device.fail(with: .denied) }
    #expect(try host.text(of: "statusLabel") == "Location unavailable: access denied")
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try host.tabBarOnScreen().items.map(\.isEnabled) == [true, false, true, true])
  }

  @Test func historyAndDetailAgreeStepByStep() throws {
    let run = try SideBySide(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("open empty history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.screenTitle == Text.historyScreenTitle)
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    try run.step("back") { try $0.back() }
    for (index, name) in ["Older", "Newer"].enumerated() {
      try run.step("record \(name)") { host in
        try host.type(name)
        try host.selectTab(Text.startTabTitle)
        host.loop.advance(by: .seconds(60))
        host.deliverFixes([(35.0 + Double(index), 139.0, 5), (35.001 + Double(index), 139.0, 5)])
        try host.selectTab(Text.stopTabTitle)
        try host.tapAlert("OK")
      }
    }
    try run.step("open history") { try $0.selectTab(Text.historyTabTitle) }
    let rows = try host.tableOnScreen("historyTable").visibleCells
    #expect(rows.map(\.text) == ["Newer", "Older"])
    #expect(rows.map(\.detailText) == ["2 points, 111.2 m, 0:00:01", "2 points, 111.2 m, 0:00:01"])
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden)
    try run.step("select Older") { try $0.tapRow(1) }
    #expect(host.screenTitle == "Older")
    #expect(try host.text(of: "routeFiguresLabel") == "2 points, 111.2 m, 0:00:01")
    let routeMap = try host.mapOnScreen("routeMap")
    #expect(routeMap.overlays.map(\.coordinates.count) == [2])
    #expect(routeMap.centerCoordinate?.latitude == 35.001 && routeMap.zoomLevel == 16)

    try run.step("export") { try $0.tap("exportButton") }
    let routeID = try #require(try host.openStore().route(titled: "Older")?.id)
    #expect(host.window.presentedAlert?.title == "Exported")
    #expect(host.window.presentedAlert?.message == "Exported \"Older\" to route-\(routeID).gpx.")
    let exported = try GPXReader.read(
      contentsOf: host.environment.documentsDirectory.appendingPathComponent(
        "route-\(routeID).gpx"))
    #expect(exported.points.map(\.coordinate.latitude) == [35.0, 35.001])
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("delete") { try $0.tap("deleteButton") }
    #expect(
      host.alertLineOnScreen
        == #"alert title="Delete route?" message="Delete \"Older\" and its 2 points?" "#
        + "actions=[Delete, Cancel]")
    try run.step("cancel deletion") { try $0.tapAlert("Cancel") }
    #expect(host.screenTitle == "Older")
    try run.step("delete again") { try $0.tap("deleteButton") }
    try run.step("confirm deletion") { try $0.tapAlert("Delete") }
    #expect(host.screenTitle == Text.historyScreenTitle)
    #expect(try host.tableOnScreen("historyTable").visibleCells.map(\.text) == ["Newer"])
    #expect(try host.openStore().route(titled: "Older") == nil)
    try run.step("back to the recorder") { try $0.back() }
    try run.step("footprints of the last route") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.mapOnScreen("mapView").overlays.map(\.coordinates.count) == [2])
  }

  @Test(arguments: variants.map(\.variant))
  func aStoreThatCannotOpenIsReportedOnLoadAndOnEveryUse(_ id: VariantID) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = try RouteRecorderSceneHost(
      try Self.variant(id), routeStorage: .file(folder), authorization: .authorizedAlways)
    let message = try #require(host.window.presentedAlert?.message)
    #expect(message.contains(folder.lastPathComponent))
    #expect(host.window.presentedAlert?.title == Text.errorAlertTitle)
    try host.tapAlert("OK")
    try host.type("Walk")
    try host.selectTab(Text.startTabTitle)
    #expect(host.window.presentedAlert?.message == message)
    #expect(try host.tabBarOnScreen().selectedItem == nil)
    try host.tapAlert("OK")
    try host.selectTab(Text.historyTabTitle)
    #expect(host.window.presentedAlert?.message == message)
    host.tearDown()
    #expect(host.liveComponentCount == 0)
  }

  @Test(arguments: variants.map(\.variant))
  func routesSurviveARestartOnTheSameFile(_ id: VariantID) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = try RouteRecorderSceneHost(
      try Self.variant(id),
      routeStorage: .file(folder.appendingPathComponent(RouteStore.defaultFileName)),
      authorization: .authorizedAlways)
    try host.type("Kept")
    try host.selectTab(Text.startTabTitle)
    host.deliverFixes([(35.0, 139.0, 5)])
    host.restart()
    try host.selectTab(Text.historyTabTitle)
    #expect(try host.tableOnScreen("historyTable").visibleCells.map(\.text) == ["Kept"])
    host.tearDown()
  }

  @Test(arguments: variants.map(\.variant))
  func teardownFreesTheSceneAndEndsEveryObservation(_ id: VariantID) throws {
    let observations = KVOResources.liveObservations
    let subscriptions = BondResources.liveSubscriptions
    var pushed: [WeakObject] = []
    do {
      let host = try RouteRecorderSceneHost(try Self.variant(id), authorization: .authorizedAlways)
      try host.type("Walk")
      try host.selectTab(Text.startTabTitle)
      host.deliverFixes([(35.0, 139.0, 5)])
      try host.selectTab(Text.footprintsTabTitle)
      try host.selectTab(Text.historyTabTitle)
      pushed.append(WeakObject(object: host.window.visibleViewController))
      try host.tapRow(0)
      pushed.append(WeakObject(object: host.window.visibleViewController))
      try host.tap("deleteButton")
      host.tearDown()
      #expect(host.liveComponentCount == 0)
    }
    #expect(pushed.allSatisfy { $0.object == nil })
    #expect(KVOResources.liveObservations == observations)
    #expect(BondResources.liveSubscriptions == subscriptions)
  }

  // MARK: - Helpers

  private static func variant(_ id: VariantID) throws -> VariantScenes {
    try #require(variants.first { $0.variant == id })
  }

  private static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kvo-bond-recorder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

// MARK: - Side by side

/// One host per variant, each on its own environment, stepped together.
@MainActor
private struct SideBySide {
  let hosts: [RouteRecorderSceneHost]

  init(authorization: AuthorizationStatus = .notDetermined) throws {
    let documents = FileManager.default.temporaryDirectory
    hosts = try KVORouteRecorderBondParityTests.variants.map { variant in
      let folder = documents.appendingPathComponent("\(variant.variant)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return try RouteRecorderSceneHost(
        variant, documentsDirectory: folder, authorization: authorization)
    }
  }

  /// Runs `action` on every host, then expects every snapshot to equal the first's.
  func step(_ name: String, _ action: (RouteRecorderSceneHost) throws -> Void) throws {
    for host in hosts { try action(host) }
    let reference = hosts[0].snapshot()
    for (index, host) in hosts.enumerated().dropFirst() {
      let variant = KVORouteRecorderBondParityTests.variants[index].variant
      #expect(host.snapshot() == reference, "\(variant) differs after \(name)")
    }
  }
}

private struct WeakObject {
  weak var object: AnyObject?
}

extension RouteRecorderSceneHost {
  /// The presented alert's snapshot line, if an alert is on screen.
  fileprivate var alertLineOnScreen: String? { window.presentedAlert?.snapshotLine }

  fileprivate func mapOnScreen(_ id: String) throws -> MapView { try widget(id) }
  fileprivate func tableOnScreen(_ id: String) throws -> TableView { try widget(id) }
  fileprivate func tabBarOnScreen() throws -> TabBar { try widget("tabBar") }

  /// One batch of fixes `(latitude, longitude, accuracy)`, a second apart, from `second`.
  fileprivate func deliverFixes(_ fixes: [(Double, Double, Double)], after second: Double = 0) {
    deliver(
      fixes.enumerated().map { index, fix in
        Self.fix(fix.0, fix.1, accuracy: fix.2, second: second + Double(index))
      })
  }
}
