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
    var answers: [Result<[HistoryViewModel.Row], StoreError>] = []
    viewModel.loadRoutes { answers.append($0) }
    #expect(answers.count == 1)
    #expect(
      try answers.first?.get() == [
        HistoryViewModel.Row(title: "New", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Old", detail: "2 points, 111.2 m, 0:00:30"),
      ])
  }

  @Test func aStoreThatDidNotOpenAnswersItsErrorAndNoRows() {
    let viewModel = HistoryViewModel(
      store: .failure(.notADatabase(path: "/a/footprints.sqlite")),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    var answers: [Result<[HistoryViewModel.Row], StoreError>] = []
    viewModel.loadRoutes { answers.append($0) }
    viewModel.selectRoute(at: 0) { _ in Issue.record("no route to select") }
    guard case .failure(let error) = answers.first else {
      Issue.record("expected the store error")
      return
    }
    #expect(error.message == #"Cannot open "footprints.sqlite": the file is not a database."#)
  }

  @Test func aSelectedRowAnswersItsRoutesDetail() throws {
    let store = try Self.store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let viewModel = HistoryViewModel(
      store: .success(store), documentsDirectory: RouteRecorderSceneHost.noDocuments)
    viewModel.loadRoutes { _ in }
    var summaries: [RouteDetailViewModel.Summary] = []
    viewModel.selectRoute(at: 1) { $0.loadRoute { summaries.append($0) } }
    viewModel.selectRoute(at: 2) { _ in Issue.record("row 2 does not exist") }
    #expect(
      summaries == [
        RouteDetailViewModel.Summary(
          screenTitle: "Old", titleText: "Old", figuresText: "2 points, 111.2 m, 0:00:30")
      ])
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
    var footprints: [[Double]] = []
    viewModel.loadFootprints { footprints.append((try? $0.get())?.map(\.latitude) ?? []) }
    #expect(footprints == [[35.0, 35.5, 36.0]])
    var questions: [String] = []
    viewModel.prepareDeletion { questions.append($0) }
    #expect(questions == [#"Delete "Walk" and its 3 points?"#])
    var outcomes: [Bool] = []
    viewModel.deleteRoute { outcomes.append((try? $0.get()) != nil) }
    viewModel.deleteRoute { outcomes.append((try? $0.get()) != nil) }
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
    var messages: [String] = []
    viewModel.exportRoute { messages.append((try? $0.get()) ?? "failed") }
    let fileName = Text.exportFileName(route)
    #expect(messages == [Text.exportedMessage(route, fileName: fileName)])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == route.title)
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func anExportIntoAMissingFolderAnswersWhy() throws {
    let store = try Self.store(routes: [("Walk", [35.0])])
    let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let viewModel = try Self.detail("Walk", in: store, folder: folder)
    var failures: [String] = []
    viewModel.exportRoute { result in
      if case .failure(let failure) = result { failures.append(failure.message) }
    }
    #expect(
      failures == [
        #"Could not export "Walk": Cannot write GPX file "route-1.gpx": its folder does not exist."#
      ])
  }
}
