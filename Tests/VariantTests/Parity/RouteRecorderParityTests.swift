import BondVariant
import CallbackVariant
import CleanSwiftVariant
import CoreLocationLite
import DelegateVariant
import Domain
import Foundation
import KVOVariant
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// The six route recorders, driven side by side through their widgets and the simulated
/// device: after every step every screen must be the same, and must show what
/// Scenarios/route-recorder/BEHAVIOR.md says.
@MainActor
@Suite("Route recorder: every variant agrees with the behaviour contract")
struct RouteRecorderParityTests {
  nonisolated static let variants = [
    CallbackStyle.declaration, DelegateStyle.declaration, KVOStyle.declaration, BondStyle.declaration,
    RxMVVMStyle.declaration, CleanSwiftStyle.declaration,
  ]
  typealias Text = RouteRecorderStrings
  typealias Host = RouteRecorderSceneHost

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
    #expect(host.screenTitle == nil)
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
    #expect(try host.overlayCounts() == [])
    #expect(try host.selectedTabTitle() == nil)
    try run.step("start without a title") { try $0.selectTab(Text.startTabTitle) }
    #expect(
      host.alertLine == #"alert title="Error" message="\#(Text.emptyTitleError)" actions=[OK]"#)
    #expect(try host.selectedTabTitle() == nil)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    for blanks in [" \t ", " \n "] {
      try run.step("start with blanks") {
        try $0.type(blanks)
        try $0.selectTab(Text.startTabTitle)
      }
      #expect(host.window.presentedAlert?.message == Text.emptyTitleError)
      try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    }
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
    #expect(try host.statusText() == Text.recordingStatus(title: title, pointCount: 0))
    #expect(try host.selectedTabTitle() == Text.startTabTitle)
    #expect(try host.tabStates() == ["Start(disabled)", "Stop", "Footprints", "History"])
    try run.step("a batch with an invalid fix") {
      $0.deliver([
        Host.fix(35.6812, 139.7671), Host.fix(35.6813, 139.7672, accuracy: -1),
        Host.fix(35.6814, 139.7673, accuracy: 8, second: 2),
      ])
    }
    #expect(try host.statusText() == Text.recordingStatus(title: title, pointCount: 2))
    let map = try host.widget("mapView", as: MapView.self)
    #expect(map.centerCoordinate == LocationCoordinate2D(latitude: 35.6814, longitude: 139.7673))
    #expect(map.zoomLevel == 0)
    try run.step("show footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.overlayCounts() == [2])
    #expect(try host.selectedTabTitle() == Text.startTabTitle)
    try run.step("a fix extends the overlay") { $0.deliver([Host.fix(35.6815, 139.7674)]) }
    #expect(try host.overlayCounts() == [3])
    try run.step("only invalid fixes") { $0.deliver([Host.fix(35.0, 139.0, accuracy: -1)]) }
    #expect(try host.statusText() == Text.recordingStatus(title: title, pointCount: 3))
    #expect(map.centerCoordinate?.latitude == 35.6815)
    try run.step("a transient error") { $0.device.fail(with: .locationUnknown) }
    #expect(try host.statusText() == "Location unavailable: location unknown")
    try run.step("another transient error") { $0.device.fail(with: .network) }
    #expect(try host.statusText() == "Location unavailable: network unavailable")
    try run.step("recording goes on") { $0.deliver([Host.fix(35.6816, 139.7675, second: 9)]) }
    #expect(try host.statusText() == Text.recordingStatus(title: title, pointCount: 4))

    try run.step("stop") { try $0.selectTab(Text.stopTabTitle) }
    #expect(
      host.alertLine == #"alert title="Confirm" message="Stop recording?" actions=[OK, Cancel]"#)
    #expect(host.window.presentedAlert?.actions.map(\.style) == [.default, .cancel])
    #expect(try host.selectedTabTitle() == Text.stopTabTitle)
    try run.step("cancel") { try $0.tapAlert(Text.cancelActionTitle) }
    #expect(try host.selectedTabTitle() == Text.startTabTitle)
    try run.step("stop again") { try $0.selectTab(Text.stopTabTitle) }
    try run.step("confirm") { try $0.tapAlert(Text.okActionTitle) }
    #expect(try host.statusText() == Text.savedStatus(title: title, pointCount: 4))
    #expect(try host.selectedTabTitle() == nil)
    #expect(try host.tabStates() == ["Start", "Stop(disabled)", "Footprints", "History"])
    #expect(try host.overlayCounts() == [4])
    try run.step("fixes after stopping are not saved") { $0.deliver([Host.fix(35.7, 139.8)]) }
    #expect(try host.statusText() == Text.savedStatus(title: title, pointCount: 4))
    try run.step("hide footprints") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.overlayCounts() == [])
    try run.step("show the last route again") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.overlayCounts() == [4])
    try run.step("the same title again") { try $0.selectTab(Text.startTabTitle) }
    #expect(host.window.presentedAlert?.message == Text.duplicateTitleError(title))
    #expect(try host.selectedTabTitle() == nil)
    try run.step("dismiss") { try $0.tapAlert(Text.okActionTitle) }
    #expect(try host.overlayCounts() == [4])
    try run.step("a new route hides the overlay") {
      try $0.type("Second")
      try $0.selectTab(Text.startTabTitle)
    }
    #expect(try host.overlayCounts() == [])
    try run.step("the new route's empty overlay") { try $0.selectTab(Text.footprintsTabTitle) }
    #expect(try host.overlayCounts() == [0])

    for host in run.hosts {
      let store = try host.openStore()
      let saved = try #require(try store.route(titled: title))
      let footprints = try store.footprints(of: saved.id)
      #expect(footprints.map(\.coordinate.latitude) == [35.6812, 35.6814, 35.6815, 35.6816])
      #expect(footprints.map(\.horizontalAccuracy) == [5, 8, 5, 5])
      #expect(footprints.allSatisfy { $0.speed == 1.2 && $0.course == 90 })
    }
    run.tearDown()
  }

  // MARK: - Helpers

  /// Every variant on its own environment, stepped together.
  @MainActor
  struct Run {
    let hosts: [RouteRecorderSceneHost]

    /// - Parameters:
    ///   - storage: where each variant keeps its routes.
    ///   - documents: the folder each variant exports to.
    init(
      storage: (StyleDeclaration) throws -> RouteStore.Storage = { _ in .inMemory },
      documents: (StyleDeclaration) throws -> URL = { _ in RouteRecorderSceneHost.noDocuments },
      authorization: AuthorizationStatus = .notDetermined
    ) throws {
      hosts = try RouteRecorderParityTests.variants.map { variant in
        try RouteRecorderSceneHost(
          variant, routeStorage: try storage(variant), documentsDirectory: try documents(variant),
          authorization: authorization)
      }
    }

    /// Runs `action` on every host, then expects every snapshot to equal the first's.
    func step(_ name: String, _ action: (RouteRecorderSceneHost) throws -> Void) throws {
      for host in hosts { try action(host) }
      let reference = hosts[0].snapshot()
      for (host, variant) in zip(hosts, RouteRecorderParityTests.variants).dropFirst() {
        #expect(host.snapshot() == reference, "\(variant.id) differs after \(name)")
      }
    }

    /// Tears every screen down and expects nothing of the scenes to stay alive.
    func tearDown() {
      for (host, variant) in zip(hosts, RouteRecorderParityTests.variants) {
        host.tearDown()
        #expect(host.liveComponentCount == 0, "\(variant.id) leaks")
      }
    }
  }

  /// A new empty folder in the temporary directory.
  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("route-recorder-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `<folder>/<variant>`, created.
  static func variantFolder(in folder: URL, for variant: StyleDeclaration) throws -> URL {
    let variantFolder = folder.appendingPathComponent(variant.id.rawValue)
    try FileManager.default.createDirectory(at: variantFolder, withIntermediateDirectories: true)
    return variantFolder
  }

  /// `<folder>/<variant>/footprints.sqlite`, its folder created.
  static func databaseFile(in folder: URL, for variant: StyleDeclaration) throws -> URL {
    try variantFolder(in: folder, for: variant).appendingPathComponent(RouteStore.defaultFileName)
  }
}
