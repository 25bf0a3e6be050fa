import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop
import Testing

@testable import KVOVariant

/// The KVO route recorder's history and route detail models, whose reads and exports run off
/// the main thread, observed through typed key paths as the controllers do.
@MainActor
@Suite("KVO route recorder history and route detail models")
struct KVOHistoryModelTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  /// Connections off the main thread to the database `store` shares.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "kvo-history-\(UUID().uuidString)")
  private let store: RouteStore

  init() throws {
    store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
      Date(timeIntervalSince1970: 1_000)
    }
  }

  private func fix(_ latitude: Double, second: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 2_000 + second))
  }

  private func history(documentsDirectory: URL = RouteRecorderSceneHost.noDocuments)
    -> HistoryModel
  {
    HistoryModel(
      store: .success(store), opener: opener, mainLoop: loop,
      documentsDirectory: documentsDirectory)
  }

  private func detail(_ route: Route, documentsDirectory: URL) -> RouteDetailModel {
    RouteDetailModel(
      route: route, store: store, opener: opener, mainLoop: loop,
      documentsDirectory: documentsDirectory)
  }

  // MARK: - History

  @Test func theRoutesAreSetOffTheMainThreadAfterTheWorkLatency() throws {
    // Given
    try store.createRoute(title: "Older")
    try store.createRoute(title: "Newer")
    let history = history()
    var changes: [[String]] = []
    let observation = history.observe(\.routesChangeCount, options: [.new]) { model, _ in
      changes.append(model.routes.map(\.title))
    }
    loop.workLatency = .milliseconds(40)
    // When
    history.reload()
    loop.advance(by: .milliseconds(39))
    // Then
    #expect(changes.isEmpty, "nothing is known while the read runs")
    loop.advance(by: .milliseconds(1))
    #expect(changes == [["Newer", "Older"]])
    #expect(opener.openConnections == 0)
    observation.invalidate()
  }

  @Test func aNewerReloadReplacesAnOlderOneStillRunning() throws {
    // Given
    try store.createRoute(title: "Older")
    let history = history()
    var changes: [[String]] = []
    let observation = history.observe(\.routesChangeCount, options: [.new]) { model, _ in
      changes.append(model.routes.map(\.title))
    }
    loop.workLatency = .milliseconds(40)
    // When
    history.reload()
    loop.advance(by: .milliseconds(20))
    try store.createRoute(title: "Newer")
    history.reload()
    loop.advance(by: .milliseconds(100))
    // Then
    #expect(changes == [["Newer", "Older"]], "only the newer read lands")
    observation.invalidate()
  }

  @Test func aReloadEndsWithItsModel() throws {
    // Given
    try store.createRoute(title: "Older")
    var history: HistoryModel? = history()
    var changes = 0
    let observation = history?.observe(\.routesChangeCount, options: [.new]) { _, _ in
      changes += 1
    }
    loop.workLatency = .milliseconds(40)
    // When
    history?.reload()
    loop.advance(by: .milliseconds(10))
    observation?.invalidate()
    history = nil
    // Then
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
    loop.advance(by: .milliseconds(100))
    #expect(changes == 0)
  }

  @Test func aDamagedDatabaseEmptiesTheListAndSetsTheError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kvo-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("footprints.sqlite")
    try Data(repeating: 7, count: 4096).write(to: file)
    let history = HistoryModel(
      store: .failure(.notADatabase(path: file.path)),
      opener: RouteStoreOpener(storage: .file(file), memoryName: "unused"), mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    history.reload()
    loop.runUntilIdle()
    #expect(history.routes.isEmpty)
    #expect(history.routesChangeCount == 1)
    #expect(
      history.errorMessage == #"Cannot open "footprints.sqlite": the file is not a database."#)
    #expect(history.makeRouteDetailModel(at: 0) == nil)
  }

  // MARK: - Route detail

  @Test func theTrackAndItsFiguresAreReadOffTheMainThread() throws {
    // Given
    let route = try store.createRoute(title: "Walk")
    try store.append([fix(35.1, second: 1), fix(35.2, second: 31)], to: route.id)
    let history = history()
    history.reload()
    loop.runUntilIdle()
    let detail = try #require(history.makeRouteDetailModel(at: 0))
    var loads: [Bool] = []
    let observation = detail.observe(\.isLoaded, options: [.new]) { _, change in
      loads.append(change.newValue ?? false)
    }
    loop.workLatency = .milliseconds(30)
    // When
    detail.load()
    loop.advance(by: .milliseconds(29))
    // Then
    #expect(loads.isEmpty && detail.figuresText.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(loads == [true])
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt,
      figures: RouteFigures(try store.footprints(of: route.id)))
    #expect(detail.figuresText == Text.historyRowDetail(measured))
    #expect(detail.figuresText.hasPrefix("2 points, "))
    #expect(detail.coordinates.map(\.latitude) == [35.1, 35.2])
    observation.invalidate()
  }

  @Test func aTrackReadEndsWithItsModel() throws {
    let route = try store.createRoute(title: "Walk")
    var detail: RouteDetailModel? = detail(
      route, documentsDirectory: RouteRecorderSceneHost.noDocuments)
    loop.workLatency = .milliseconds(30)
    detail?.load()
    loop.advance(by: .milliseconds(10))
    detail = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
  }

  @Test func exportDisablesItselfUntilItsOutcomeLandsThenDeletionWorksOnTheMainThread() throws {
    // Given
    let route = try store.createRoute(title: "Walk")
    try store.append([fix(35.1, second: 1), fix(35.2, second: 2)], to: route.id)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kvo-route-detail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let detail = detail(route, documentsDirectory: folder)
    var events: [String] = []
    let observations = [
      detail.observe(\.isExporting, options: [.new]) { _, change in
        events.append("exporting \(change.newValue ?? false)")
      },
      detail.observe(\.exportedMessage, options: [.new]) { _, change in
        events.append("exported \((change.newValue ?? nil) ?? "")")
      },
    ]
    loop.workLatency = .milliseconds(30)
    // When
    detail.exportRoute()
    detail.exportRoute()
    loop.advance(by: .milliseconds(29))
    // Then
    #expect(events == ["exporting true"], "one export at a time")
    loop.advance(by: .milliseconds(1))
    let fileName = Text.exportFileName(route)
    #expect(
      events == [
        "exporting true", "exporting false",
        "exported \(Text.exportedMessage(route, fileName: fileName))",
      ])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.points.map(\.coordinate.latitude) == [35.1, 35.2])
    detail.deleteRoute()
    #expect(detail.isDeleted)
    detail.deleteRoute()
    #expect(detail.errorMessage == Text.routeNotFoundError)
    observations.forEach { $0.invalidate() }
  }

  @Test func anExportThatCannotBeWrittenNamesTheRouteAndTheReason() throws {
    let route = try store.createRoute(title: "Walk")
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("kvo-missing-\(UUID().uuidString)")
    let detail = detail(route, documentsDirectory: missing)
    detail.exportRoute()
    loop.runUntilIdle()
    let reason = #"Cannot write GPX file "route-\#(route.id).gpx": its folder does not exist."#
    #expect(detail.errorMessage == Text.exportFailedMessage(route, reason: reason))
    #expect(detail.exportedMessage == nil)
    #expect(!detail.isExporting)
  }
}
