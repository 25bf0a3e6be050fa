import CoreLocationLite
import Domain
import Foundation
import Testing
import UIKitLite

// MARK: - History, detail, export and deletion

extension RouteRecorderParityTests {
  @Test func historyDetailExportAndDeleteAgreeStepByStep() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Run(
      documents: { try Self.variantFolder(in: folder, for: $0) }, authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("an empty history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.snapshot().lines == [
      #"title "History""#,
      "screen historyScreen",
      #"label emptyHistoryLabel text="No routes recorded yet.""#,
      "table historyTable rows=0 selected=none",
    ])
    try run.step("back") { try $0.back() }
    #expect(try host.selectedTabTitle() == nil)
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
    #expect(
      host.alertLine
        == #"alert title="Exported" message="Exported \"Morning\" to \#(fileName)." actions=[OK]"#)
    #expect(host.window.presentedAlert?.title == Text.exportAlertTitle)
    #expect(
      host.window.presentedAlert?.message == Text.exportedMessage(morning, fileName: fileName))
    for host in run.hosts {
      let track = try GPXReader.read(
        contentsOf: host.environment.documentsDirectory.appendingPathComponent(fileName))
      #expect(track.name == "Morning")
      #expect(track.points == (try host.openStore().footprints(of: morning.id).map(\.location)))
    }
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }

    try run.step("delete") { try $0.tap("deleteButton") }
    #expect(
      host.alertLine
        == #"alert title="Delete route?" message="Delete \"Morning\" and its 2 points?" "#
        + "actions=[Delete, Cancel]")
    #expect(host.window.presentedAlert?.title == Text.deleteAlertTitle)
    #expect(host.window.presentedAlert?.message == Text.deleteAlertMessage(morning))
    #expect(host.window.presentedAlert?.actions.map(\.style) == [.destructive, .cancel])
    try run.step("cancel the deletion") { try $0.tapAlert(Text.cancelActionTitle) }
    #expect(host.screenTitle == "Morning")
    try run.step("delete again") { try $0.tap("deleteButton") }
    try run.step("confirm the deletion") { try $0.tapAlert(Text.deleteActionTitle) }
    #expect(host.screenTitle == Text.historyScreenTitle)
    #expect(try host.rowTitles() == ["Evening"])
    #expect(try host.widget("historyTable", as: TableView.self).indexPathForSelectedRow == nil)
    for host in run.hosts {
      #expect(try host.openStore().route(id: morning.id) == nil)
      #expect(try host.openStore().footprints(of: morning.id).isEmpty)
    }

    try run.step("back to the recorder") { try $0.back() }
    #expect(try host.statusText() == Text.savedStatus(title: "Evening", pointCount: 1))
    try run.step("footprints of the last route") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.overlayCounts() == [1])
    try run.step("hide them") { try $0.selectTab(Text.footprintsTabTitle) }
    try run.step("open the remaining route") {
      try $0.selectTab(Text.historyTabTitle)
      try $0.tapRow(0)
    }
    try run.step("delete it") {
      try $0.tap("deleteButton")
      try $0.tapAlert(Text.deleteActionTitle)
    }
    #expect(try host.rowTitles().isEmpty)
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    try run.step("back to the recorder again") { try $0.back() }
    #expect(try host.statusText() == Text.savedStatus(title: "Evening", pointCount: 1))

    try run.step("the history while recording") {
      try $0.type("Night")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.historyTabTitle)
      $0.deliver([Host.fix(37.0, 141.0)])
    }
    #expect(try host.rowTitles() == ["Night"])
    try run.step("back while recording") { try $0.back() }
    #expect(try host.selectedTabTitle() == Text.startTabTitle)
    #expect(try host.statusText() == Text.recordingStatus(title: "Night", pointCount: 1))
    run.tearDown()
  }

  @Test func anExportThatCannotBeWrittenSaysWhy() throws {
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("route-recorder-missing-\(UUID().uuidString)")
    let run = try Run(documents: { _ in missing }, authorization: .authorizedAlways)
    try run.step("record and open the route") {
      try $0.record("Lost", fixes: [Host.fix(35.0, 139.0)])
      try $0.selectTab(Text.historyTabTitle)
      try $0.tapRow(0)
    }
    try run.step("export") { try $0.tap("exportButton") }
    let route = try #require(try run.hosts[0].openStore().route(titled: "Lost"))
    let fileName = Text.exportFileName(route)
    let reason = #"Cannot write GPX file "\#(fileName)": its folder does not exist."#
    #expect(run.hosts[0].window.presentedAlert?.title == Text.errorAlertTitle)
    #expect(
      run.hosts[0].window.presentedAlert?.message
        == Text.exportFailedMessage(route, reason: reason))
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }
}
