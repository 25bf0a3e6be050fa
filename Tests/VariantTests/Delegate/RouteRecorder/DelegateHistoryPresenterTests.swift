import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import DelegateVariant

@MainActor
@Suite("Delegate route recorder history and route detail presenters")
struct DelegateHistoryPresenterTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  /// Connections off the main thread to the database the tests' stores share.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "delegate-history-\(UUID().uuidString)")

  private func store(routes: [(String, [Double])]) throws -> RouteStore {
    let store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
      Date(timeIntervalSince1970: 0)
    }
    for (title, latitudes) in routes {
      let route = try store.createRoute(title: title)
      try store.append(
        latitudes.enumerated().map { index, latitude in
          Location(
            coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
            timestamp: Date(timeIntervalSince1970: Double(index) * 30))
        }, to: route.id)
    }
    return store
  }

  private func history(_ store: Result<RouteStore, StoreError>) -> HistoryPresenter {
    HistoryPresenter(
      store: store, opener: opener, mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
  }

  private func detail(_ title: String, in store: RouteStore, folder: URL) throws
    -> RouteDetailPresenter
  {
    let route = try #require(try store.route(titled: title))
    return RouteDetailPresenter(
      route: route, store: store, opener: opener, mainLoop: loop, documentsDirectory: folder)
  }

  // MARK: - History

  @Test func theRowsComeOffTheMainThreadAfterTheWorkLatency() throws {
    // Given
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let presenter = history(.success(store))
    let view = HistoryPresenterDelegateSpy()
    presenter.delegate = view
    loop.workLatency = .milliseconds(40)
    // When
    presenter.loadRoutes()
    loop.advance(by: .milliseconds(39))
    // Then
    #expect(view.calls.isEmpty, "nothing is known while the read runs")
    loop.advance(by: .milliseconds(1))
    #expect(view.calls == ["rows New: 0 points, 0.0 m, 0:00:00 | Old: 2 points, 111.2 m, 0:00:30"])
    #expect(opener.openConnections == 0, "the read's connection closed with it")
  }

  @Test func loadingBeforeTheDelegateIsSetShowsTheRowsOnceItIs() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let presenter = history(.success(store))
    let view = HistoryPresenterDelegateSpy()
    presenter.loadRoutes()
    loop.runUntilIdle()
    presenter.delegate = view
    #expect(view.calls == ["rows New: 0 points, 0.0 m, 0:00:00 | Old: 2 points, 111.2 m, 0:00:30"])
    try store.deleteRoute(try #require(try store.route(titled: "New")).id)
    presenter.loadRoutes()
    loop.runUntilIdle()
    #expect(view.calls.last == "rows Old: 2 points, 111.2 m, 0:00:30")
    presenter.delegate = nil
    presenter.loadRoutes()
    loop.runUntilIdle()
    #expect(view.calls.count == 2)
  }

  @Test func aNewerReadReplacesAnOlderOneStillRunning() throws {
    // Given
    let store = try store(routes: [("Old", [35.0])])
    let presenter = history(.success(store))
    let view = HistoryPresenterDelegateSpy()
    presenter.delegate = view
    loop.workLatency = .milliseconds(40)
    // When
    presenter.loadRoutes()
    loop.advance(by: .milliseconds(20))
    _ = try store.createRoute(title: "New")
    presenter.loadRoutes()
    loop.advance(by: .milliseconds(100))
    // Then
    #expect(view.calls == ["rows New: 0 points, 0.0 m, 0:00:00 | Old: 1 point, 0.0 m, 0:00:00"])
  }

  @Test func aReadEndsUnansweredWithItsPresenter() throws {
    // Given
    let store = try store(routes: [("Old", [35.0])])
    var presenter: HistoryPresenter? = history(.success(store))
    let view = HistoryPresenterDelegateSpy()
    presenter?.delegate = view
    loop.workLatency = .milliseconds(40)
    // When
    presenter?.loadRoutes()
    loop.advance(by: .milliseconds(10))
    presenter = nil
    // Then
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
    loop.advance(by: .milliseconds(100))
    #expect(view.calls.isEmpty)
  }

  @Test func aDamagedDatabaseShowsNoRowsAndItsErrorUntilDismissed() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegate-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("footprints.sqlite")
    try Data(repeating: 7, count: 4096).write(to: file)
    let presenter = HistoryPresenter(
      store: .failure(.notADatabase(path: file.path)),
      opener: RouteStoreOpener(storage: .file(file), memoryName: "unused"), mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let view = HistoryPresenterDelegateSpy()
    // When
    presenter.loadRoutes()
    loop.runUntilIdle()
    presenter.delegate = view
    presenter.routeSelected(at: 0)
    presenter.errorAlertDismissed()
    presenter.delegate = nil
    presenter.delegate = view
    // Then
    let error = #"error Cannot open "footprints.sqlite": the file is not a database."#
    #expect(view.calls == ["rows ", error, "rows "])
    #expect(view.openedDetails.isEmpty)
  }

  @Test func aSelectedRowOpensItsRoutesDetail() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let presenter = history(.success(store))
    let view = HistoryPresenterDelegateSpy()
    presenter.routeSelected(at: 0)
    presenter.loadRoutes()
    loop.runUntilIdle()
    presenter.delegate = view
    presenter.routeSelected(at: 5)
    presenter.routeSelected(at: 1)
    #expect(view.openedDetails.map(\.summary.screenTitle) == ["Old"])
  }

  // MARK: - Route detail

  @Test func theTrackAndItsFiguresComeOffTheMainThread() throws {
    // Given
    let store = try store(routes: [("Walk", [35.0, 35.5, 36.0])])
    let presenter = try detail("Walk", in: store, folder: RouteRecorderSceneHost.noDocuments)
    let view = RouteDetailPresenterDelegateSpy()
    loop.workLatency = .milliseconds(30)
    // When
    presenter.loadTrack()
    presenter.delegate = view
    loop.advance(by: .milliseconds(29))
    // Then
    #expect(view.calls == ["summary Walk Walk", "exporting false"])
    loop.advance(by: .milliseconds(1))
    #expect(view.calls.last == "track 3 points, 111195.1 m, 0:01:00 3")
    #expect(opener.openConnections == 0)
  }

  @Test func aTrackReadEndsUnansweredWithItsPresenter() throws {
    let store = try store(routes: [("Walk", [35.0])])
    var presenter: RouteDetailPresenter? = try detail(
      "Walk", in: store, folder: RouteRecorderSceneHost.noDocuments)
    let view = RouteDetailPresenterDelegateSpy()
    presenter?.delegate = view
    view.calls = []
    loop.workLatency = .milliseconds(30)
    presenter?.loadTrack()
    loop.advance(by: .milliseconds(10))
    presenter = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
    loop.advance(by: .milliseconds(100))
    #expect(view.calls.isEmpty)
  }

  @Test func deletionIsConfirmedFirstAndReportsItsOutcome() throws {
    let store = try store(routes: [("Walk", [35.0, 35.5])])
    let route = try #require(try store.route(titled: "Walk"))
    let presenter = try detail("Walk", in: store, folder: RouteRecorderSceneHost.noDocuments)
    let view = RouteDetailPresenterDelegateSpy()
    presenter.delegate = view
    view.calls = []
    presenter.deleteButtonTapped()
    #expect(try store.route(id: route.id) != nil)
    presenter.deletionConfirmed()
    presenter.deletionConfirmed()
    #expect(
      view.calls == [
        #"confirm Delete "Walk" and its 2 points?"#, "deleted", "error \(Text.routeNotFoundError)",
      ])
    #expect(try store.footprints(of: route.id).isEmpty)
  }

  @Test func exportDisablesItselfUntilItsAnswerLands() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegate-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try store(routes: [("Walk", [35.0, 35.5])])
    let route = try #require(try store.route(titled: "Walk"))
    let presenter = try detail("Walk", in: store, folder: folder)
    let view = RouteDetailPresenterDelegateSpy()
    presenter.delegate = view
    view.calls = []
    loop.workLatency = .milliseconds(30)
    // When
    presenter.exportButtonTapped()
    presenter.exportButtonTapped()
    loop.advance(by: .milliseconds(29))
    // Then
    #expect(view.calls == ["exporting true"], "one export at a time")
    #expect(presenter.isExporting)
    loop.advance(by: .milliseconds(1))
    #expect(
      view.calls == [
        "exporting true", "exporting false", #"exported Exported "Walk" to route-1.gpx."#,
      ])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent("route-1.gpx"))
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func anExportIntoAMissingFolderSaysWhy() throws {
    let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let store = try store(routes: [("Walk", [35.0])])
    let presenter = try detail("Walk", in: store, folder: folder)
    let view = RouteDetailPresenterDelegateSpy()
    presenter.delegate = view
    view.calls = []
    presenter.exportButtonTapped()
    loop.runUntilIdle()
    #expect(
      view.calls == [
        "exporting true", "exporting false",
        #"error Could not export "Walk": Cannot write GPX file "route-1.gpx": "#
          + "its folder does not exist.",
      ])
  }

  @Test func anExportLeftBehindWritesItsFileButAnswersNoOne() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegate-export-left-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try store(routes: [("Walk", [35.0])])
    var presenter: RouteDetailPresenter? = try detail("Walk", in: store, folder: folder)
    let view = RouteDetailPresenterDelegateSpy()
    presenter?.delegate = view
    view.calls = []
    loop.workLatency = .milliseconds(30)
    presenter?.exportButtonTapped()
    loop.advance(by: .milliseconds(10))
    presenter = nil
    loop.advance(by: .milliseconds(100))
    #expect(view.calls == ["exporting true"])
    let file = folder.appendingPathComponent("route-1.gpx")
    #expect(FileManager.default.fileExists(atPath: file.path), "the file is written all the same")
    #expect(loop.appWork(scheduledSince: 0) == 0)
    #expect(opener.openConnections == 0)
  }
}

/// Records every call a ``HistoryPresenter`` makes on its view.
@MainActor
private final class HistoryPresenterDelegateSpy: HistoryPresenterDelegate {
  var calls: [String] = []
  var openedDetails: [RouteDetailPresenter] = []

  func historyPresenter(_ presenter: HistoryPresenter, didUpdateRows rows: [HistoryPresenter.Row]) {
    calls.append("rows " + rows.map { "\($0.title): \($0.detail)" }.joined(separator: " | "))
  }

  func historyPresenter(_ presenter: HistoryPresenter, didFailWithMessage message: String) {
    calls.append("error \(message)")
  }

  func historyPresenter(
    _ presenter: HistoryPresenter, didRequestRouteDetail detail: RouteDetailPresenter
  ) {
    openedDetails.append(detail)
  }
}

/// Records every call a ``RouteDetailPresenter`` makes on its view.
@MainActor
private final class RouteDetailPresenterDelegateSpy: RouteDetailPresenterDelegate {
  var calls: [String] = []

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateSummary summary: RouteDetailPresenter.Summary
  ) {
    calls.append("summary \(summary.screenTitle) \(summary.titleText)")
  }

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didLoadTrack track: RouteDetailPresenter.Track
  ) {
    calls.append("track \(track.figuresText) \(track.coordinates.count)")
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didChangeExporting isExporting: Bool)
  {
    calls.append("exporting \(isExporting)")
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didFailWithMessage message: String) {
    calls.append("error \(message)")
  }

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didAskToConfirmDeletionWithMessage message: String
  ) {
    calls.append("confirm \(message)")
  }

  func routeDetailPresenterDidDeleteRoute(_ presenter: RouteDetailPresenter) {
    calls.append("deleted")
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didExportWithMessage message: String)
  {
    calls.append("exported \(message)")
  }
}
