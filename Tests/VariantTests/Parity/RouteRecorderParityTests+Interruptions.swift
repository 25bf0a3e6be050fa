import CoreLocationLite
import Domain
import Foundation
import Testing
import UIKitLite

// MARK: - Permission, accuracy and recording under other screens

extension RouteRecorderParityTests {
  @Test func revokedAccessAndDeniedErrorsEndTheRecording() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("record") {
      try $0.type("Revoked")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.0, 139.0)])
    }
    try run.step("access revoked to when in use") {
      $0.device.setAuthorization(.authorizedWhenInUse)
    }
    #expect(try host.statusText() == Text.savedStatus(title: "Revoked", pointCount: 1))
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try host.selectedTabTitle() == nil)
    #expect(try host.tabStates() == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("fixes are no longer saved") { $0.deliver([Host.fix(35.1, 139.0)]) }
    try run.step("always again, a second route") {
      $0.device.setAuthorization(.authorizedAlways)
      try $0.type("Denied")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(35.2, 139.0), Host.fix(35.3, 139.0)])
    }
    try run.step("denied") { $0.device.fail(with: .denied) }
    #expect(try host.statusText() == "Location unavailable: access denied")
    #expect(try host.widget("permissionBanner", as: Label.self).isHidden == false)
    #expect(try host.selectedTabTitle() == nil)
    #expect(try host.tabStates() == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("errors while idle change nothing") { $0.device.fail(with: .network) }
    #expect(try host.statusText() == "Location unavailable: access denied")
    for host in run.hosts {
      let store = try host.openStore()
      #expect(try store.route(titled: "Revoked")?.pointCount == 1)
      #expect(try store.route(titled: "Denied")?.pointCount == 2)
    }
  }

  @Test func confirmingTheStopAfterTheRecordingEndedChangesNothing() throws {
    let run = try Run(authorization: .authorizedAlways)
    try run.step("start and ask to stop") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.stopTabTitle)
    }
    try run.step("access revoked under the alert") { $0.device.setAuthorization(.denied) }
    try run.step("OK") { try $0.tapAlert(Text.okActionTitle) }
    #expect(try run.hosts[0].statusText() == Text.savedStatus(title: "Walk", pointCount: 0))
    #expect(try run.hosts[0].selectedTabTitle() == nil)
  }

  @Test func accuracySegmentsSetTheDistanceFilter() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("coarse accuracy, then start") {
      try $0.selectSegment(AccuracySetting.hundredMeters.title)
      try $0.type("Coarse")
      try $0.selectTab(Text.startTabTitle)
    }
    try run.step("one batch, the second fix 11 m from the first") {
      $0.deliver([Host.fix(35.0, 139.0), Host.fix(35.0001, 139.0), Host.fix(35.002, 139.0)])
    }
    #expect(try host.statusText() == Text.recordingStatus(title: "Coarse", pointCount: 2))
    try run.step("a batch 55 m on") { $0.deliver([Host.fix(35.0025, 139.0)]) }
    #expect(try host.statusText() == Text.recordingStatus(title: "Coarse", pointCount: 2))
    try run.step("a batch 111 m on") { $0.deliver([Host.fix(35.003, 139.0)]) }
    #expect(try host.statusText() == Text.recordingStatus(title: "Coarse", pointCount: 3))
    try run.step("finest accuracy") { try $0.selectSegment(AccuracySetting.best.title) }
    try run.step("close fixes pass") { $0.deliver([Host.fix(35.0031, 139.0)]) }
    #expect(try host.statusText() == Text.recordingStatus(title: "Coarse", pointCount: 4))
  }

  @Test func theRecordingGoesOnUnderTheHistoryAndItsFailureShowsOnReturn() throws {
    let run = try Run(authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("an older route") { try $0.record("Earlier", fixes: [Host.fix(34.0, 138.0)]) }
    try run.step("start") {
      $0.loop.advance(by: .seconds(1))
      try $0.type("Covered")
      try $0.selectTab(Text.startTabTitle)
      try $0.selectTab(Text.footprintsTabTitle)
    }
    try run.step("history") { try $0.selectTab(Text.historyTabTitle) }
    try run.step("a fix while covered") { $0.deliver([Host.fix(35.0, 139.0)]) }
    #expect(try host.rowTitles() == ["Covered", "Earlier"])
    try run.step("back") { try $0.back() }
    #expect(try host.statusText() == Text.recordingStatus(title: "Covered", pointCount: 1))
    #expect(try host.overlayCounts() == [1])
    #expect(try host.selectedTabTitle() == Text.startTabTitle)
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
    #expect(try host.statusText() == Text.savedStatus(title: "Covered", pointCount: 1))
    #expect(try host.tabStates() == ["Start", "Stop(disabled)", "Footprints", "History"])
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
  }
}
