import CallbackVariant
import CoreLocationLite
import DelegateVariant
import Domain
import Foundation
import SceneContract
import Testing
import UIKitLite

/// The callback and delegate route recorders, driven side by side through their widgets and
/// the simulated device: after every step both screens must be the same, and must show what
/// Scenarios/route-recorder/BEHAVIOR.md says.
@MainActor
@Suite("Route recorder: callback and delegate agree with the behaviour contract")
struct CallbackRouteRecorderDelegateParityTests {
  nonisolated static let variants = [CallbackScenes.variant, DelegateScenes.variant]
  private typealias Text = RouteRecorderStrings
  private typealias Host = RouteRecorderSceneHost

  @Test func recordingWalkthroughAgreesStepByStep() throws {
    let run = try Run()
    let recorder = run.hosts[0]
    let title = "Walk to \"the\" 🏯 shrine"
    try run.step("load") { _ in }
    #expect(try status(recorder) == Text.idleStatus)
    #expect(try recorder.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(recorder.screenTitle == nil)
    #expect(recorder.device.authorizationRequestCount == 1)
    #expect(recorder.device.lastRequestWasAlways)
    #expect(try tabStates(recorder) == ["Start", "Stop(disabled)", "Footprints", "History"])

    try run.step("footprints without a route") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try recorder.widget("mapView", as: MapView.self).overlays.isEmpty)
    #expect(try selectedTab(recorder) == nil)
    try run.step("start without a title") { try $0.selectTab(Text.startTabTitle) }
    #expect(
      recorder.alertLine
        == #"alert title="Error" message="\#(Text.emptyTitleError)" actions=[OK]"#)
    #expect(try selectedTab(recorder) == nil)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("type blanks") { try $0.type(" \t ") }
    try run.step("start with a blank title") { try $0.selectTab(Text.startTabTitle) }
    #expect(recorder.window.presentedAlert?.message == Text.emptyTitleError)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("type a title") { try $0.type(title) }
    try run.step("start without permission") { try $0.selectTab(Text.startTabTitle) }
    #expect(recorder.window.presentedAlert?.message == Text.missingPermissionError)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("grant when in use") { $0.device.setAuthorization(.authorizedWhenInUse) }
    #expect(try recorder.widget("permissionBanner", as: Label.self).isHidden == false)
    try run.step("grant always") { $0.device.setAuthorization(.authorizedAlways) }
    #expect(try recorder.widget("permissionBanner", as: Label.self).isHidden)

    try run.step("start") { try $0.selectTab(Text.startTabTitle) }
    #expect(try status(recorder) == Text.recordingStatus(title: title, pointCount: 0))
    #expect(try selectedTab(recorder) == Text.startTabTitle)
    #expect(try tabStates(recorder) == ["Start(disabled)", "Stop", "Footprints", "History"])
    try run.step("a batch with an invalid fix") {
      $0.deliver([Host.fix(35.6812, 139.7671), Host.fix(35.6813, 139.7672, accuracy: -1),
        Host.fix(35.6814, 139.7673, accuracy: 8, second: 2)])
    }
    #expect(try status(recorder) == Text.recordingStatus(title: title, pointCount: 2))
    #expect(try recorder.widget("mapView", as: MapView.self).centerCoordinate?.latitude == 35.6814)
    #expect(try recorder.widget("mapView", as: MapView.self).zoomLevel == 0)
    try run.step("show footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(recorder, "mapView") == [2])
    #expect(try selectedTab(recorder) == Text.startTabTitle)
    try run.step("one more fix extends the overlay") { $0.deliver([Host.fix(35.6815, 139.7674)]) }
    #expect(try overlayCounts(recorder, "mapView") == [3])
    try run.step("only invalid fixes") { $0.deliver([Host.fix(35.0, 139.0, accuracy: -1)]) }
    #expect(try status(recorder) == Text.recordingStatus(title: title, pointCount: 3))
    try run.step("transient error") { $0.device.fail(with: .network) }
    #expect(try status(recorder) == "Location unavailable: network unavailable")
    try run.step("recording goes on") { $0.deliver([Host.fix(35.6816, 139.7675, second: 9)]) }
    #expect(try status(recorder) == Text.recordingStatus(title: title, pointCount: 4))

    try run.step("stop") { try $0.selectTab(Text.stopTabTitle) }
    #expect(
      recorder.alertLine
        == #"alert title="Confirm" message="Stop recording?" actions=[OK, Cancel]"#)
    try run.step("cancel") { try $0.tapAlert("Cancel") }
    #expect(try selectedTab(recorder) == Text.startTabTitle)
    try run.step("stop again") { try $0.selectTab(Text.stopTabTitle) }
    try run.step("confirm") { try $0.tapAlert("OK") }
    #expect(try status(recorder) == Text.savedStatus(title: title, pointCount: 4))
    #expect(try selectedTab(recorder) == nil)
    #expect(try tabStates(recorder) == ["Start", "Stop(disabled)", "Footprints", "History"])
    #expect(try overlayCounts(recorder, "mapView") == [4])
    try run.step("fixes after stopping are not saved") { $0.deliver([Host.fix(35.7, 139.8)]) }
    #expect(try status(recorder) == Text.savedStatus(title: title, pointCount: 4))
    try run.step("hide footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(recorder, "mapView") == [])
    try run.step("show the last route again") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(recorder, "mapView") == [4])
    try run.step("start with the same title") { try $0.selectTab(Text.startTabTitle) }
    #expect(recorder.window.presentedAlert?.message == Text.duplicateTitleError(title))
    #expect(try selectedTab(recorder) == nil)
    try run.step("dismiss") { try $0.tapAlert("OK") }
    try run.step("a second route hides the overlay") {
      try $0.type("Second")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(try overlayCounts(recorder, "mapView") == [])
    try run.step("an empty route's overlay") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try overlayCounts(recorder, "mapView") == [0])

    let store = try recorder.openStore()
    let saved = try #require(try store.route(titled: title))
    let footprints = try store.footprints(of: saved.id)
    #expect(footprints.map(\.coordinate.latitude) == [35.6812, 35.6814, 35.6815, 35.6816])
    #expect(footprints.map(\.horizontalAccuracy) == [5, 8, 5, 5])
    #expect(footprints.allSatisfy { $0.speed == 1.2 && $0.course == 90 })
    run.hosts.forEach { $0.tearDown() }
    for host in run.hosts { #expect(host.liveComponentCount == 0) }
  }

  @Test func historyDetailExportAndDeleteAgreeStepByStep() throws {
    let folder = try Self.scratchFolder()
    let run = try Run(documentsDirectory: folder, authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("record the first route") {
      try $0.record("Morning", fixes: [Host.fix(35.0, 139.0), Host.fix(35.001, 139.0, second: 63)])
    }
    try run.step("record the second route") {
      try $0.record("Evening", fixes: [Host.fix(36.0, 140.0, second: 1)])
    }
    try run.step("open the history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.screenTitle == Text.historyScreenTitle)
    let table = try host.widget("historyTable", as: TableView.self)
    #expect(table.visibleCells.map(\.text) == ["Evening", "Morning"])
    #expect(
      table.visibleCells.map(\.detailText)
        == ["1 point, 0.0 m, 0:00:00", "2 points, 111.2 m, 0:01:03"])
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden)

    try run.step("select the older route") { try $0.tapRow(1) }
    #expect(host.screenTitle == "Morning")
    #expect(try host.text(of: "routeTitleLabel") == "Morning")
    #expect(try host.text(of: "routeFiguresLabel") == "2 points, 111.2 m, 0:01:03")
    let map = try host.widget("routeMap", as: MapView.self)
    #expect(map.overlays.map(\.coordinates.count) == [2])
    #expect(map.centerCoordinate?.latitude == 35.001)
    #expect(map.zoomLevel == 16)

    try run.step("export") { try $0.tap("exportButton") }
    let morning = try #require(try host.openStore().route(titled: "Morning"))
    let fileName = Text.exportFileName(morning)
    #expect(
      host.alertLine
        == #"alert title="Exported" message="Exported \"Morning\" to "#
        + #"\#(fileName)." actions=[OK]"#)
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == "Morning")
    #expect(track.points == (try host.openStore().footprints(of: morning.id).map(\.location)))
    try run.step("dismiss") { try $0.tapAlert("OK") }

    try run.step("delete") { try $0.tap("deleteButton") }
    #expect(host.window.presentedAlert?.title == Text.deleteAlertTitle)
    #expect(host.window.presentedAlert?.message == "Delete \"Morning\" and its 2 points?")
    #expect(host.window.presentedAlert?.actions.map(\.style) == [.destructive, .cancel])
    try run.step("cancel the deletion") { try $0.tapAlert("Cancel") }
    #expect(host.screenTitle == "Morning")
    try run.step("delete again") { try $0.tap("deleteButton") }
    try run.step("confirm the deletion") { try $0.tapAlert("Delete") }
    #expect(host.screenTitle == Text.historyScreenTitle)
    #expect(try rowTitles(host) == ["Evening"])
    #expect(try host.openStore().footprints(of: morning.id).isEmpty)

    try run.step("open the remaining route") { try $0.tapRow(0) }
    try run.step("delete it") {
      try $0.tap("deleteButton")
      try $0.tapAlert("Delete")
    }
    #expect(try rowTitles(host).isEmpty)
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    try run.step("back to the recorder") { try $0.back() }
    #expect(try status(host) == Text.savedStatus(title: "Evening", pointCount: 1))
    run.hosts.forEach { $0.tearDown() }
    for host in run.hosts { #expect(host.liveComponentCount == 0) }
  }

  // MARK: - Helpers

  /// Both variants on their own environments, stepped together.
  @MainActor
  private struct Run {
    let hosts: [RouteRecorderSceneHost]

    init(
      documentsDirectory: URL = FileManager.default.temporaryDirectory,
      authorization: AuthorizationStatus = .notDetermined
    ) throws {
      hosts = try CallbackRouteRecorderDelegateParityTests.variants.map {
        try RouteRecorderSceneHost(
          $0, documentsDirectory: documentsDirectory, authorization: authorization)
      }
    }

    /// Runs `action` on every host, then expects the same snapshot everywhere.
    func step(_ name: String, _ action: (RouteRecorderSceneHost) throws -> Void) throws {
      for host in hosts { try action(host) }
      let reference = hosts[0].snapshot()
      for (host, variant) in zip(hosts, CallbackRouteRecorderDelegateParityTests.variants)
        .dropFirst()
      {
        #expect(host.snapshot() == reference, "\(variant.variant) differs after \(name)")
      }
    }
  }

  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("route-recorder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

// MARK: - Reading the screen

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
private func status(_ host: RouteRecorderSceneHost) throws -> String? {
  try host.text(of: "statusLabel")
}

@MainActor
private func rowTitles(_ host: RouteRecorderSceneHost) throws -> [String] {
  try host.widget("historyTable", as: TableView.self).visibleCells.map(\.text)
}

@MainActor
private func overlayCounts(_ host: RouteRecorderSceneHost, _ identifier: String) throws -> [Int] {
  try host.widget(identifier, as: MapView.self).overlays.map(\.coordinates.count)
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

// MARK: - Interruptions, storage and teardown

extension CallbackRouteRecorderDelegateParityTests {
  @Test func revokedAccessAndDeniedErrorsEndTheRecordingAlike() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("start") {
      try $0.type("Revoked")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.0, 139.0)])
    }
    try run.step("access revoked to when in use") {
      $0.device.setAuthorization(.authorizedWhenInUse)
    }
    #expect(try status(host) == Text.savedStatus(title: "Revoked", pointCount: 1))
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try selectedTab(host) == nil)
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("fixes are no longer saved") { $0.deliver([Host.fix(35.1, 139.0)]) }
    try run.step("always again, second route") {
      $0.device.setAuthorization(.authorizedAlways)
      try $0.type("Denied")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.2, 139.0), Host.fix(35.3, 139.0)])
    }
    try run.step("denied") { $0.device.fail(with: .denied) }
    #expect(try status(host) == "Location unavailable: access denied")
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    let store = try host.openStore()
    #expect(try store.route(titled: "Revoked")?.pointCount == 1)
    #expect(try store.route(titled: "Denied")?.pointCount == 2)
  }

  @Test func stopConfirmationAfterTheRecordingEndedChangesNothing() throws {
    let run = try Run(authorization: .authorizedAlways)
    try run.step("start and ask to stop") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.stopTabTitle)
    }
    try run.step("access revoked under the alert") { $0.device.setAuthorization(.denied) }
    try run.step("OK") { try $0.tapAlert("OK") }
    #expect(try status(run.hosts[0]) == Text.savedStatus(title: "Walk", pointCount: 0))
    #expect(try selectedTab(run.hosts[0]) == nil)
  }

  @Test func aStoreThatCannotOpenShowsItsErrorOnEveryUse() throws {
    let folder = try Self.scratchFolder()
    let file = folder.appendingPathComponent(RouteStore.defaultFileName)
    try Data(repeating: 0x5A, count: 4096).write(to: file)
    let hosts = try Self.variants.map {
      try RouteRecorderSceneHost($0, routeStorage: .file(file), authorization: .authorizedAlways)
    }
    let expected = #"Cannot open "footprints.sqlite": the file is not a database."#
    func step(_ name: String, _ action: (RouteRecorderSceneHost) throws -> Void) throws {
      for host in hosts { try action(host) }
      #expect(hosts[1].snapshot() == hosts[0].snapshot(), "delegate differs after \(name)")
    }
    try step("load") { _ in }
    #expect(hosts[0].window.presentedAlert?.message == expected)
    try step("dismiss") { try $0.tapAlert("OK") }
    try step("start") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(hosts[0].window.presentedAlert?.message == expected)
    #expect(try selectedTab(hosts[0]) == nil)
    try step("dismiss") { try $0.tapAlert("OK") }
    try step("history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(hosts[0].window.presentedAlert?.message == expected)
    #expect(try hosts[0].widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    try step("dismiss") { try $0.tapAlert("OK") }
    try step("back") { try $0.back() }
    #expect(hosts[0].window.presentedAlert == nil)
    for host in hosts {
      host.tearDown()
      #expect(host.liveComponentCount == 0)
    }
  }

  @Test(arguments: [VariantID.callback, .delegate])
  func routesSurviveARestartOnTheSameFile(_ id: VariantID) throws {
    let folder = try Self.scratchFolder()
    let file = folder.appendingPathComponent(RouteStore.defaultFileName)
    let host = try RouteRecorderSceneHost(
      try variant(id), routeStorage: .file(file), authorization: .authorizedAlways)
    try host.record("Kept", fixes: [Host.fix(35.0, 139.0), Host.fix(35.0, 139.001, second: 5)])
    host.restart()
    #expect(try status(host) == Text.idleStatus)
    try host.selectTab(Text.historyTabTitle)
    #expect(
      try host.widget("historyTable", as: TableView.self).visibleCells
        == [TableViewCell(text: "Kept", detailText: "2 points, 91.1 m, 0:00:05")])
    host.tearDown()
    #expect(host.liveComponentCount == 0)
  }

  @Test func theRecordingGoesOnUnderTheHistoryAndItsFailureShowsOnReturn() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("start") {
      try $0.type("Covered")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.footprintsTabTitle)
    }
    try run.step("history") { try $0.selectTab(Text.historyTabTitle) }
    try run.step("a fix while covered") { $0.deliver([Host.fix(35.0, 139.0)]) }
    try run.step("back") { try $0.back() }
    #expect(try status(host) == Text.recordingStatus(title: "Covered", pointCount: 1))
    #expect(try overlayCounts(host, "mapView") == [1])
    #expect(try selectedTab(host) == Text.startTabTitle)
    try run.step("history again") { try $0.selectTab(Text.historyTabTitle) }
    try run.step("delete the route being recorded") {
      try $0.tapRow(0)
      try $0.tap("deleteButton")
      try $0.tapAlert("Delete")
    }
    try run.step("a fix for the deleted route") { $0.deliver([Host.fix(35.1, 139.0)]) }
    #expect(host.window.presentedAlert == nil)
    try run.step("back") { try $0.back() }
    #expect(host.window.presentedAlert?.message == Text.routeNotFoundError)
    #expect(try status(host) == Text.savedStatus(title: "Covered", pointCount: 1))
    #expect(try tabStates(host) == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("dismiss") { try $0.tapAlert("OK") }
  }

  @Test func anExportThatCannotBeWrittenSaysWhy() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("missing-\(UUID().uuidString)")
    let run = try Run(documentsDirectory: missing, authorization: .authorizedAlways)
    try run.step("record and open it") {
      try $0.record("Lost", fixes: [Host.fix(35.0, 139.0)])
      try $0.selectTab(Text.historyTabTitle)
      try $0.tapRow(0)
    }
    try run.step("export") { try $0.tap("exportButton") }
    let route = try #require(try run.hosts[0].openStore().route(titled: "Lost"))
    #expect(
      run.hosts[0].window.presentedAlert?.message
        == Text.exportFailedMessage(
          route,
          reason: "Cannot write GPX file \"\(Text.exportFileName(route))\": "
            + "its folder does not exist."))
  }

  @Test(arguments: [VariantID.callback, .delegate])
  func theAccuracyControlSetsTheDistanceFilter(_ id: VariantID) throws {
    let host = try RouteRecorderSceneHost(try variant(id), authorization: .authorizedAlways)
    try host.selectSegment("hundredMeters")
    try host.type("Coarse")
    try host.selectTab(Text.startTabTitle)
    host.deliver([Host.fix(35.0, 139.0)])
    host.deliver([Host.fix(35.0005, 139.0)])
    host.deliver([Host.fix(35.0010, 139.0)])
    #expect(try status(host) == Text.recordingStatus(title: "Coarse", pointCount: 2))
    try host.selectSegment("bestForNavigation")
    host.deliver([Host.fix(35.0011, 139.0)])
    #expect(try status(host) == Text.recordingStatus(title: "Coarse", pointCount: 3))
  }

  @Test(arguments: [VariantID.callback, .delegate])
  func everySceneObjectIsFreedWithTheStackAndAnAlertOnScreen(_ id: VariantID) throws {
    let host = try RouteRecorderSceneHost(try variant(id), authorization: .authorizedAlways)
    try host.record("Gone", fixes: [Host.fix(35.0, 139.0)])
    try host.type("Still recording")
    try host.selectTab(Text.startTabTitle)
    try host.selectTab(Text.historyTabTitle)
    try host.tapRow(1)
    try host.tap("deleteButton")
    #expect(host.componentCount >= 4)
    #expect(host.liveComponentCount == host.componentCount)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) leaks")
    #expect(host.device.liveManagerCount == 0, "\(id) keeps its location manager")
  }

  private func variant(_ id: VariantID) throws -> VariantScenes {
    try #require(Self.variants.first { $0.variant == id })
  }
}
