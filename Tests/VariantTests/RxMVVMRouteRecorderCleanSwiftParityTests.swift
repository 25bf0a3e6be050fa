import CleanSwiftVariant
import CoreLocationLite
import Domain
import Foundation
import RxLite
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// The rx-mvvm and clean-swift route recorders, driven side by side through their widgets and
/// the simulated device: after every step both screens must be the same, and must show what
/// Scenarios/route-recorder/BEHAVIOR.md says.
@MainActor
@Suite("Route recorder: rx-mvvm and clean-swift agree with the behaviour contract")
struct RxMVVMRouteRecorderCleanSwiftParityTests {
  nonisolated static let variants = [RxMVVMScenes.variant, CleanSwiftScenes.variant]
  private typealias Text = RouteRecorderStrings
  private typealias Host = RouteRecorderSceneHost

  @Test func loadingPreparesTheManagerAndShowsTheIdleScreen() throws {
    let run = try Run()
    let host = run.hosts[0]
    try run.step("load") { _ in }
    #expect(host.snapshot().lines == [
      "screen recorderScreen",
      #"label permissionBanner text="Allow location access \"Always\" to record routes.""#,
      #"textField titleField text="" enabled=true"#,
      #"segmented accuracyControl selected="best" enabled=true"#,
      #"label statusLabel text="Not recording""#,
      "map mapView center=none zoom=0.0 markers=0 overlays=0 selected=none",
      #"tabBar tabBar selected="" items=[Start, Stop(disabled), Footprints, History]"#,
    ])
    for host in run.hosts {
      #expect(host.device.authorizationRequestCount == 1)
      #expect(host.device.lastRequestWasAlways)
      #expect(host.device.liveManagerCount == 1)
    }
  }

  @Test func recordingWalkthroughAgreesStepByStep() throws {
    let run = try Run()
    let host = run.hosts[0]
    let title = "Walk to \"the\" 🏯 shrine"
    try run.step("footprints without a route") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(host) == [])
    #expect(try selectedTab(host) == nil)
    try run.step("start without a title") { try $0.selectTab(Text.startTabTitle) }
    #expect(
      host.alertLine == #"alert title="Error" message="\#(Text.emptyTitleError)" actions=[OK]"#)
    #expect(try selectedTab(host) == nil)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("start with blanks") {
      try $0.type(" \n ")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(host.window.presentedAlert?.message == Text.emptyTitleError)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("start without permission") {
      try $0.type(title)
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(host.window.presentedAlert?.message == Text.missingPermissionError)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("when in use is not enough") { $0.device.setAuthorization(.authorizedWhenInUse) }
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    try run.step("always") { $0.device.setAuthorization(.authorizedAlways) }
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden)

    try run.step("start") { try $0.selectTab(Text.startTabTitle) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 0))
    #expect(try selectedTab(host) == Text.startTabTitle)
    #expect(try tabStates(host) == ["Start(disabled)", "Stop", "Footprints", "History"])
    try run.step("a batch with an invalid fix") {
      $0.deliver([
        Host.fix(35.6812, 139.7671), Host.fix(35.6813, 139.7672, accuracy: -1),
        Host.fix(35.6814, 139.7673, accuracy: 8, second: 2),
      ])
    }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 2))
    let map = try host.widget("mapView", as: MapView.self)
    #expect(map.centerCoordinate == LocationCoordinate2D(latitude: 35.6814, longitude: 139.7673))
    #expect(map.zoomLevel == 0)
    try run.step("show footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(host) == [2])
    #expect(try selectedTab(host) == Text.startTabTitle)
    try run.step("a fix extends the overlay") { $0.deliver([Host.fix(35.6815, 139.7674)]) }
    #expect(try overlayCounts(host) == [3])
    try run.step("only invalid fixes") { $0.deliver([Host.fix(35.0, 139.0, accuracy: -1)]) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 3))
    #expect(map.centerCoordinate?.latitude == 35.6815)
    try run.step("a transient error") { $0.device.fail(with: .locationUnknown) }
    #expect(try host.text(of: "statusLabel") == "Location unavailable: location unknown")
    try run.step("recording goes on") { $0.deliver([Host.fix(35.6816, 139.7675, second: 9)]) }
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: title, pointCount: 4))

    try run.step("stop") { try $0.selectTab(Text.stopTabTitle) }
    #expect(
      host.alertLine == #"alert title="Confirm" message="Stop recording?" actions=[OK, Cancel]"#)
    #expect(host.window.presentedAlert?.actions.map(\.style) == [.default, .cancel])
    #expect(try selectedTab(host) == Text.stopTabTitle)
    try run.step("cancel") { try $0.tapAlert(Text.cancelActionTitle) }
    #expect(try selectedTab(host) == Text.startTabTitle)
    try run.step("stop and confirm") {
      try $0.selectTab(Text.stopTabTitle)
      try $0.tapAlert(Text.okActionTitle)
    }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: title, pointCount: 4))
    #expect(try selectedTab(host) == nil)
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    #expect(try overlayCounts(host) == [4])
    try run.step("fixes after stopping are not saved") { $0.deliver([Host.fix(35.7, 139.8)]) }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: title, pointCount: 4))
    try run.step("hide footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(host) == [])
    try run.step("show the last route again") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(host) == [4])
    try run.step("the same title again") { try $0.selectTab(Text.startTabTitle) }
    #expect(host.window.presentedAlert?.message == Text.duplicateTitleError(title))
    #expect(try selectedTab(host) == nil)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("a new route hides the overlay") {
      try $0.type("Second")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(try overlayCounts(host) == [])
    try run.step("the new route's empty overlay") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(host) == [0])

    for host in run.hosts {
      let store = try host.openStore()
      let saved = try #require(try store.route(titled: title))
      let footprints = try store.footprints(of: saved.id)
      #expect(footprints.map(\.coordinate.latitude) == [35.6812, 35.6814, 35.6815, 35.6816])
      #expect(footprints.map(\.horizontalAccuracy) == [5, 8, 5, 5])
      #expect(footprints.allSatisfy { $0.speed == 1.2 && $0.course == 90 })
    }
  }

  @Test func accuracySegmentsSetTheDistanceFilter() throws {
    let run = try Run(authorization: .authorizedAlways)
    try run.step("coarse accuracy, then start") {
      try $0.selectSegment(AccuracySetting.hundredMeters.title)
      try $0.type("Coarse")
      try $0.selectTab(Text.startTabTitle)
    }
    try run.step("fixes 11 m apart") {
      $0.deliver([Host.fix(35.0, 139.0), Host.fix(35.0001, 139.0), Host.fix(35.002, 139.0)])
    }
    #expect(try run.hosts[0].text(of: "statusLabel") == Text.recordingStatus(
      title: "Coarse", pointCount: 2))
    try run.step("finest accuracy") { try $0.selectSegment(AccuracySetting.best.title) }
    try run.step("close fixes pass") { $0.deliver([Host.fix(35.0021, 139.0)]) }
    #expect(try run.hosts[0].text(of: "statusLabel") == Text.recordingStatus(
      title: "Coarse", pointCount: 3))
  }

  @Test func revokedAccessAndDeniedErrorsEndTheRecording() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("record") {
      try $0.type("Revoked")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.0, 139.0)])
    }
    try run.step("access revoked") { $0.device.setAuthorization(.authorizedWhenInUse) }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: "Revoked", pointCount: 1))
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("always again, a second route") {
      $0.device.setAuthorization(.authorizedAlways)
      try $0.type("Denied")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.2, 139.0), Host.fix(35.3, 139.0)])
    }
    try run.step("denied") { $0.device.fail(with: .denied) }
    #expect(try host.text(of: "statusLabel") == "Location unavailable: access denied")
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try selectedTab(host) == nil)
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("errors while idle change nothing") { $0.device.fail(with: .network) }
    #expect(try host.text(of: "statusLabel") == "Location unavailable: access denied")
    for host in run.hosts {
      let store = try host.openStore()
      #expect(try store.route(titled: "Revoked")?.pointCount == 1)
      #expect(try store.route(titled: "Denied")?.pointCount == 2)
    }
  }

  @Test func confirmingAfterTheRecordingEndedChangesNothing() throws {
    let run = try Run(authorization: .authorizedAlways)
    try run.step("start and ask to stop") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.stopTabTitle)
    }
    try run.step("access revoked under the alert") { $0.device.setAuthorization(.denied) }
    try run.step("OK") { try $0.tapAlert(Text.okActionTitle) }
    #expect(try run.hosts[0].text(of: "statusLabel") == Text.savedStatus(
      title: "Walk", pointCount: 0))
    #expect(try selectedTab(run.hosts[0]) == nil)
  }

  // MARK: - Helpers

  /// Both variants on their own environments, stepped together.
  @MainActor
  fileprivate struct Run {
    let hosts: [RouteRecorderSceneHost]

    /// - Parameter databaseFolder: when given, each variant keeps its routes in its own
    ///   ``databaseFile(in:for:)``; otherwise in memory.
    init(
      databaseFolder: URL? = nil,
      documentsDirectory: URL = FileManager.default.temporaryDirectory,
      authorization: AuthorizationStatus = .notDetermined
    ) throws {
      hosts = try RxMVVMRouteRecorderCleanSwiftParityTests.variants.map { variant in
        let storage = try databaseFolder.map { folder in
          RouteStore.Storage.file(try Run.databaseFile(in: folder, for: variant))
        }
        return try RouteRecorderSceneHost(
          variant, routeStorage: storage ?? .inMemory, documentsDirectory: documentsDirectory,
          authorization: authorization)
      }
    }

    /// `<folder>/<variant>/footprints.sqlite`, its folder created.
    static func databaseFile(in folder: URL, for variant: VariantScenes) throws -> URL {
      let variantFolder = folder.appendingPathComponent(variant.variant.rawValue)
      try FileManager.default.createDirectory(
        at: variantFolder, withIntermediateDirectories: true)
      return variantFolder.appendingPathComponent(RouteStore.defaultFileName)
    }

    /// Runs `action` on every host, then expects the same snapshot on both.
    func step(_ name: String, _ action: (RouteRecorderSceneHost) throws -> Void) throws {
      for host in hosts { try action(host) }
      #expect(hosts[1].snapshot() == hosts[0].snapshot(), "clean-swift differs after \(name)")
    }
  }

  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-clean-route-recorder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

// MARK: - History, detail, storage and teardown

extension RxMVVMRouteRecorderCleanSwiftParityTests {
  @Test func historyDetailExportAndDeleteAgreeStepByStep() throws {
    let folder = try Self.scratchFolder()
    let run = try Run(documentsDirectory: folder, authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("an empty history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.snapshot().lines == [
      #"title "History""#,
      "screen historyScreen",
      #"label emptyHistoryLabel text="No routes recorded yet.""#,
      "table historyTable rows=0 selected=none",
    ])
    try run.step("back") { try $0.back() }
    #expect(try selectedTab(host) == nil)
    try run.step("record two routes") {
      try $0.record("Morning", fixes: [Host.fix(35.0, 139.0), Host.fix(35.001, 139.0, second: 63)])
      $0.loop.advance(by: .seconds(1))
      try $0.record("Evening", fixes: [Host.fix(36.0, 140.0, second: 1)])
    }
    try run.step("open the history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.screenTitle == Text.historyScreenTitle)
    let table = try host.widget("historyTable", as: TableView.self)
    #expect(table.visibleCells.map(\.text) == ["Evening", "Morning"])
    #expect(table.visibleCells.map(\.detailText) == [
      "1 point, 0.0 m, 0:00:00", "2 points, 111.2 m, 0:01:03",
    ])
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden)

    try run.step("select the older route") { try $0.tapRow(1) }
    #expect(host.screenTitle == "Morning")
    #expect(try host.text(of: "routeTitleLabel") == "Morning")
    #expect(try host.text(of: "routeFiguresLabel") == "2 points, 111.2 m, 0:01:03")
    let map = try host.widget("routeMap", as: MapView.self)
    #expect(map.overlays.map(\.coordinates.count) == [2])
    #expect(map.centerCoordinate == LocationCoordinate2D(latitude: 35.001, longitude: 139.0))
    #expect(map.zoomLevel == 16)

    try run.step("export") { try $0.tap("exportButton") }
    let morning = try #require(try host.openStore().route(titled: "Morning"))
    let fileName = Text.exportFileName(morning)
    #expect(host.window.presentedAlert?.title == Text.exportAlertTitle)
    #expect(
      host.window.presentedAlert?.message == Text.exportedMessage(morning, fileName: fileName))
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == "Morning")
    #expect(track.points == (try host.openStore().footprints(of: morning.id).map(\.location)))
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }

    try run.step("delete") { try $0.tap("deleteButton") }
    #expect(host.window.presentedAlert?.title == Text.deleteAlertTitle)
    #expect(host.window.presentedAlert?.message == Text.deleteAlertMessage(morning))
    #expect(host.window.presentedAlert?.actions.map(\.style) == [.destructive, .cancel])
    try run.step("cancel the deletion") { try $0.tapAlert(Text.cancelActionTitle) }
    #expect(host.screenTitle == "Morning")
    try run.step("delete and confirm") {
      try $0.tap("deleteButton")
      try $0.tapAlert(Text.deleteActionTitle)
    }
    #expect(host.screenTitle == Text.historyScreenTitle)
    #expect(try host.widget("historyTable", as: TableView.self).visibleCells.map(\.text) == [
      "Evening"
    ])
    #expect(try host.widget("historyTable", as: TableView.self).indexPathForSelectedRow == nil)
    for host in run.hosts {
      #expect(try host.openStore().route(id: morning.id) == nil)
      #expect(try host.openStore().footprints(of: morning.id).isEmpty)
    }

    try run.step("back to the recorder") { try $0.back() }
    #expect(try host.text(of: "statusLabel") == Text.savedStatus(title: "Evening", pointCount: 1))
    try run.step("the history while recording") {
      try $0.type("Night")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.historyTabTitle)
      $0.deliver([Host.fix(37.0, 141.0)])
    }
    #expect(try host.widget("historyTable", as: TableView.self).visibleCells.map(\.text) == [
      "Night", "Evening",
    ])
    try run.step("back while recording") { try $0.back() }
    #expect(try selectedTab(host) == Text.startTabTitle)
    #expect(try host.text(of: "statusLabel") == Text.recordingStatus(title: "Night", pointCount: 1))
  }

  @Test func exportFailureNamesTheFile() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-clean-missing-\(UUID().uuidString)")
    let run = try Run(documentsDirectory: missing, authorization: .authorizedAlways)
    try run.step("record, open the route, export") {
      try $0.record("Lost", fixes: [Host.fix(35.0, 139.0)])
      try $0.selectTab(Text.historyTabTitle)
      try $0.tapRow(0)
      try $0.tap("exportButton")
    }
    let route = try #require(try run.hosts[0].openStore().route(titled: "Lost"))
    let fileName = Text.exportFileName(route)
    let reason = #"Cannot write GPX file "\#(fileName)": its folder does not exist."#
    #expect(run.hosts[0].window.presentedAlert?.title == Text.errorAlertTitle)
    #expect(run.hosts[0].window.presentedAlert?.message == Text.exportFailedMessage(
      route, reason: reason))
  }

  @Test func routesSurviveARestartOnTheSameFile() throws {
    let run = try Run(databaseFolder: try Self.scratchFolder(), authorization: .authorizedAlways)
    try run.step("record") {
      try $0.record("Kept", fixes: [Host.fix(35.0, 139.0), Host.fix(35.001, 139.0, second: 5)])
    }
    try run.step("restart") { $0.restart() }
    #expect(try run.hosts[0].text(of: "statusLabel") == Text.idleStatus)
    try run.step("open the history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(try run.hosts[0].widget("historyTable", as: TableView.self).visibleCells.map(
      \.detailText) == ["2 points, 111.2 m, 0:00:05"])
  }

  @Test func aStoreThatCannotOpenShowsItsErrorOnEveryUse() throws {
    let folder = try Self.scratchFolder()
    for variant in Self.variants {
      try Data(repeating: 0x5A, count: 4096).write(to: Run.databaseFile(in: folder, for: variant))
    }
    let run = try Run(databaseFolder: folder, authorization: .authorizedAlways)
    let host = run.hosts[0]
    let expected = #"Cannot open "footprints.sqlite": the file is not a database."#
    try run.step("load") { _ in }
    #expect(host.alertLine == "alert title=\"Error\" message=\(quoted(expected)) actions=[OK]")
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("start") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(host.window.presentedAlert?.message == expected)
    #expect(try selectedTab(host) == nil)
    #expect(try host.text(of: "statusLabel") == Text.idleStatus)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.window.presentedAlert?.message == expected)
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden == false)
  }

  @Test(arguments: variants)
  func tearingDownFreesTheScreensTheManagerAndEverySubscription(variant: VariantScenes) throws {
    let subscriptions = Resources.total
    let host = try RouteRecorderSceneHost(variant, authorization: .authorizedAlways)
    #expect(host.componentCount >= 4)
    try host.record("Walk", fixes: [Host.fix(35.0, 139.0)])
    try host.type("Open")
    try host.selectTab(Text.startTabTitle)
    try host.selectTab(Text.footprintsTabTitle)
    try host.selectTab(Text.historyTabTitle)
    try host.tapRow(1)
    try host.tap("deleteButton")
    weak let detail = host.window.visibleViewController
    host.tearDown()
    #expect(host.liveComponentCount == 0)
    #expect(detail == nil)
    #expect(host.device.liveManagerCount == 0)
    #expect(Resources.total == subscriptions)
  }
}

// MARK: - Reading and driving the screen

@MainActor
private func tabStates(_ host: RouteRecorderSceneHost) throws -> [String] {
  try host.widget("tabBar", as: TabBar.self).items.map {
    $0.title + ($0.isEnabled ? "" : "(disabled)")
  }
}

@MainActor
private func selectedTab(_ host: RouteRecorderSceneHost) throws -> String? {
  try host.widget("tabBar", as: TabBar.self).selectedItem?.title
}

@MainActor
private func overlayCounts(_ host: RouteRecorderSceneHost) throws -> [Int] {
  try host.widget("mapView", as: MapView.self).overlays.map(\.coordinates.count)
}

extension RouteRecorderSceneHost {
  /// The alert's snapshot line, if one is on screen.
  fileprivate var alertLine: String? { window.presentedAlert?.snapshotLine }

  /// Types `title`, starts, delivers `fixes` as one batch and stops with OK.
  fileprivate func record(_ title: String, fixes: [Location]) throws {
    try type(title)
    try selectTab(RouteRecorderStrings.startTabTitle)
    deliver(fixes)
    try selectTab(RouteRecorderStrings.stopTabTitle)
    try tapAlert(RouteRecorderStrings.okActionTitle)
  }
}
