import StyleNames
import BondLite
import Domain
import Foundation
import KVOLite
import RxLite
import SceneContract
import Testing
import UIKitLite

// MARK: - The route file and teardown

extension RouteRecorderParityTests {
  @Test func aStoreThatCannotOpenShowsItsErrorOnEveryUse() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for variant in Self.variants {
      try Data(repeating: 0x5A, count: 4096).write(to: Self.databaseFile(in: folder, for: variant))
    }
    let run = try Run(
      storage: { .file(try Self.databaseFile(in: folder, for: $0)) },
      authorization: .authorizedAlways)
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
    #expect(try host.selectedTabTitle() == nil)
    #expect(try host.statusText() == Text.idleStatus)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.window.presentedAlert?.message == expected)
    #expect(try host.widget("emptyHistoryLabel", as: Label.self).isHidden == false)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("back") { try $0.back() }
    #expect(host.window.presentedAlert == nil)
    run.tearDown()
  }

  @Test func aFolderWhereTheStoreShouldBeIsReportedOnLoadAndOnEveryUse() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Run(storage: { _ in .file(folder) }, authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("load") { _ in }
    let message = try #require(host.window.presentedAlert?.message)
    #expect(message.contains(folder.lastPathComponent))
    #expect(host.window.presentedAlert?.title == Text.errorAlertTitle)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("start") {
      try $0.type("Walk")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(host.window.presentedAlert?.message == message)
    #expect(try host.selectedTabTitle() == nil)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    try run.step("history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(host.window.presentedAlert?.message == message)
    run.tearDown()
  }

  @Test func routesSurviveARestartOnTheSameFile() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Run(
      storage: { .file(try Self.databaseFile(in: folder, for: $0)) },
      authorization: .authorizedAlways)
    let host = run.hosts[0]
    try run.step("record") {
      try $0.record("Kept", fixes: [Host.fix(35.0, 139.0), Host.fix(35.0, 139.001, second: 5)])
    }
    try run.step("restart") { $0.restart() }
    #expect(try host.statusText() == Text.idleStatus)
    try run.step("open the history") { try $0.selectTab(Text.historyTabTitle) }
    #expect(
      try host.widget("historyTable", as: TableView.self).visibleCells
        == [TableViewCell(text: "Kept", detailText: "2 points, 91.1 m, 0:00:05")])
    try run.step("restart while recording") {
      try $0.back()
      $0.loop.advance(by: .seconds(1))
      try $0.type("Unfinished")
      try $0.selectTab(Text.startTabTitle)
      $0.deliver([Host.fix(36.0, 140.0, second: 10)])
      $0.restart()
    }
    #expect(try host.statusText() == Text.idleStatus)
    try run.step("open the history again") { try $0.selectTab(Text.historyTabTitle) }
    #expect(try host.rowTitles() == ["Unfinished", "Kept"])
    run.tearDown()
  }

  @Test(arguments: variants)
  func tearingDownFreesTheScreensTheManagerAndEverySubscription(variant: StyleDeclaration) throws {
    let observations = KVOResources.liveObservations
    let bondSubscriptions = BondResources.liveSubscriptions
    let rxSubscriptions = Resources.total
    let host = try RouteRecorderSceneHost(variant, authorization: .authorizedAlways)
    try host.record("Gone", fixes: [Host.fix(35.0, 139.0)])
    try host.type("Still recording")
    try host.selectTab(Text.startTabTitle)
    try host.selectTab(Text.footprintsTabTitle)
    try host.selectTab(Text.historyTabTitle)
    weak let history = host.window.visibleViewController
    try host.tapRow(1)
    weak let detail = host.window.visibleViewController
    try host.tap("deleteButton")
    #expect(host.window.presentedAlert != nil)
    let fewestComponents: [VariantID: Int] = [.kvo: 3, .bond: 3]
    #expect(host.componentCount >= fewestComponents[variant.id, default: 4])
    #expect(host.liveComponentCount == host.componentCount)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(variant.id) leaks")
    #expect(history == nil && detail == nil, "\(variant.id) keeps a pushed screen")
    #expect(host.device.liveManagerCount == 0, "\(variant.id) keeps its location manager")
    #expect(KVOResources.liveObservations == observations)
    #expect(BondResources.liveSubscriptions == bondSubscriptions)
    #expect(Resources.total == rxSubscriptions)
  }
}
