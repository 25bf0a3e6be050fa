import CoreLocationLite
import Domain
import Foundation
import Testing

@testable import DelegateVariant

@MainActor
@Suite("Delegate route recorder history and route detail presenters")
struct DelegateHistoryPresenterTests {
  private typealias Text = RouteRecorderStrings

  private static func store(routes: [(String, [Double])]) throws -> RouteStore {
    let store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
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

  // MARK: - History

  @Test func loadingBeforeTheDelegateIsSetShowsTheRowsOnceItIs() throws {
    let store = try Self.store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let presenter = HistoryPresenter(
      store: .success(store), documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let view = HistoryPresenterDelegateSpy()
    presenter.loadRoutes()
    presenter.delegate = view
    #expect(view.calls == ["rows New: 0 points, 0.0 m, 0:00:00 | Old: 2 points, 111.2 m, 0:00:30"])
    try store.deleteRoute(try #require(try store.route(titled: "New")).id)
    presenter.loadRoutes()
    #expect(view.calls.last == "rows Old: 2 points, 111.2 m, 0:00:30")
    presenter.delegate = nil
    presenter.loadRoutes()
    #expect(view.calls.count == 2)
  }

  @Test func aStoreThatDidNotOpenKeepsItsErrorUntilDismissed() {
    let presenter = HistoryPresenter(
      store: .failure(.notADatabase(path: "/a/footprints.sqlite")),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let view = HistoryPresenterDelegateSpy()
    presenter.loadRoutes()
    presenter.delegate = view
    presenter.routeSelected(at: 0)
    presenter.errorAlertDismissed()
    presenter.delegate = nil
    presenter.delegate = view
    let error = #"error Cannot open "footprints.sqlite": the file is not a database."#
    #expect(view.calls == ["rows ", error, "rows "])
  }

  @Test func aSelectedRowOpensItsRoutesDetail() throws {
    let store = try Self.store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let presenter = HistoryPresenter(
      store: .success(store), documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let view = HistoryPresenterDelegateSpy()
    presenter.loadRoutes()
    presenter.delegate = view
    presenter.routeSelected(at: 5)
    presenter.routeSelected(at: 1)
    #expect(view.openedDetails.map(\.summary.screenTitle) == ["Old"])
  }

  // MARK: - Route detail

  @Test func settingTheDelegateShowsTheRouteAndItsFootprints() throws {
    let store = try Self.store(routes: [("Walk", [35.0, 35.5, 36.0])])
    let route = try #require(try store.route(titled: "Walk"))
    let presenter = RouteDetailPresenter(
      route: route, store: store, documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let view = RouteDetailPresenterDelegateSpy()
    presenter.loadFootprints()
    presenter.delegate = view
    #expect(view.calls == ["summary Walk Walk 3 points, 111195.1 m, 0:01:00", "footprints 3"])
  }

  @Test func deletionIsConfirmedFirstAndReportsItsOutcome() throws {
    let store = try Self.store(routes: [("Walk", [35.0, 35.5])])
    let route = try #require(try store.route(titled: "Walk"))
    let presenter = RouteDetailPresenter(
      route: route, store: store, documentsDirectory: RouteRecorderSceneHost.noDocuments)
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

  @Test func exportWritesGPXOrSaysWhyNot() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegate-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Self.store(routes: [("Walk", [35.0, 35.5])])
    let route = try #require(try store.route(titled: "Walk"))
    let view = RouteDetailPresenterDelegateSpy()
    let presenter = RouteDetailPresenter(route: route, store: store, documentsDirectory: folder)
    presenter.delegate = view
    view.calls = []
    presenter.exportButtonTapped()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    presenter.errorAlertDismissed()
    presenter.exportButtonTapped()
    #expect(
      view.calls == [
        #"error Could not export "Walk": Cannot write GPX file "route-1.gpx": "#
          + "its folder does not exist.",
        "exported Exported \"Walk\" to route-1.gpx.",
      ])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent("route-1.gpx"))
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
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
    calls.append("summary \(summary.screenTitle) \(summary.titleText) \(summary.figuresText)")
  }

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateFootprints footprints: [LocationCoordinate2D]
  ) {
    calls.append("footprints \(footprints.count)")
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
