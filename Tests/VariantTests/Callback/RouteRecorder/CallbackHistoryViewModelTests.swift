import CoreLocationLite
import Domain
import Foundation
import Testing

@testable import CallbackVariant

@MainActor
@Suite("Callback route recorder history and route detail view models")
struct CallbackHistoryViewModelTests {
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

  @Test func routesComeBackAsRowsNewestFirst() throws {
    let store = try Self.store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let viewModel = HistoryViewModel(
      store: .success(store), documentsDirectory: RouteRecorderSceneHost.noDocuments)
    #expect(
      try viewModel.loadRoutes().get() == [
        HistoryViewModel.Row(title: "New", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Old", detail: "2 points, 111.2 m, 0:00:30"),
      ])
  }

  @Test func aStoreThatDidNotOpenAnswersItsErrorAndNoRows() {
    let viewModel = HistoryViewModel(
      store: .failure(.notADatabase(path: "/a/footprints.sqlite")),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let answer = viewModel.loadRoutes()
    #expect(viewModel.selectRoute(at: 0) == nil, "no route to select")
    guard case .failure(let error) = answer else {
      Issue.record("expected the store error")
      return
    }
    #expect(error.message == #"Cannot open "footprints.sqlite": the file is not a database."#)
  }

  @Test func aSelectedRowAnswersItsRoutesDetail() throws {
    let store = try Self.store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let viewModel = HistoryViewModel(
      store: .success(store), documentsDirectory: RouteRecorderSceneHost.noDocuments)
    _ = viewModel.loadRoutes()
    #expect(
      viewModel.selectRoute(at: 1)?.summary
        == RouteDetailViewModel.Summary(
          screenTitle: "Old", titleText: "Old", figuresText: "2 points, 111.2 m, 0:00:30"))
    #expect(viewModel.selectRoute(at: 2) == nil, "row 2 does not exist")
  }

  // MARK: - Route detail

  private static func detail(_ title: String, in store: RouteStore, folder: URL) throws
    -> RouteDetailViewModel
  {
    let route = try #require(try store.route(titled: title))
    return RouteDetailViewModel(route: route, store: store, documentsDirectory: folder)
  }

  @Test func footprintsDeletionAndItsQuestion() throws {
    let store = try Self.store(routes: [("Walk", [35.0, 35.5, 36.0])])
    let viewModel = try Self.detail(
      "Walk", in: store, folder: FileManager.default.temporaryDirectory)
    #expect(try viewModel.loadFootprints().get().map(\.latitude) == [35.0, 35.5, 36.0])
    #expect(viewModel.deletionMessage == #"Delete "Walk" and its 3 points?"#)
    var outcomes: [Bool] = []
    outcomes.append((try? viewModel.deleteRoute()) != nil)
    outcomes.append((try? viewModel.deleteRoute()) != nil)
    #expect(outcomes == [true, false])
    #expect(try store.routes().isEmpty)
  }

  @Test func exportWritesGPXThatReadsBackToTheStoredPoints() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("callback-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try Self.store(routes: [(#"A "quoted" <walk> 🏯"#, [35.0, 35.5])])
    let route = try #require(try store.routes().first)
    let viewModel = RouteDetailViewModel(route: route, store: store, documentsDirectory: folder)
    let message = try viewModel.exportRoute().get()
    let fileName = Text.exportFileName(route)
    #expect(message == Text.exportedMessage(route, fileName: fileName))
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == route.title)
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func anExportIntoAMissingFolderAnswersWhy() throws {
    let store = try Self.store(routes: [("Walk", [35.0])])
    let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let viewModel = try Self.detail("Walk", in: store, folder: folder)
    guard case .failure(let failure) = viewModel.exportRoute() else {
      Issue.record("expected the export to fail")
      return
    }
    #expect(
      failure.message == #"Could not export "Walk": Cannot write GPX file "route-1.gpx": "#
        + "its folder does not exist.")
  }
}
