import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import CallbackVariant

@MainActor
@Suite("Callback route recorder history and route detail view models")
struct CallbackHistoryViewModelTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  /// Connections off the main thread to the database the tests' stores share.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "callback-history-\(UUID().uuidString)")

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

  private func history(_ store: Result<RouteStore, StoreError>) -> HistoryViewModel {
    HistoryViewModel(
      store: store, opener: opener, mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
  }

  /// Calls `start` with a callback that keeps the answer, then runs the loop until the work
  /// off the main thread has landed.
  private func answer<Answer>(
    after latency: Duration = .zero, _ start: (@escaping (Answer) -> Void) -> Void
  ) -> Answer? {
    var answer: Answer?
    start { answer = $0 }
    loop.advance(by: latency)
    return answer
  }

  // MARK: - History

  @Test func routesComeBackAsRowsNewestFirstOffTheMainThread() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let viewModel = history(.success(store))
    loop.workLatency = .milliseconds(40)
    var rows: [HistoryViewModel.Row]?
    viewModel.loadRoutes { rows = try? $0.get() }
    loop.advance(by: .milliseconds(39))
    #expect(rows == nil, "still reading")
    loop.advance(by: .milliseconds(1))
    #expect(
      rows == [
        HistoryViewModel.Row(title: "New", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Old", detail: "2 points, 111.2 m, 0:00:30"),
      ])
    #expect(opener.openConnections == 0, "the read's connection closed with it")
  }

  @Test func aNewerReadReplacesAnOlderOneStillRunning() throws {
    let store = try store(routes: [("Old", [35.0])])
    let viewModel = history(.success(store))
    loop.workLatency = .milliseconds(40)
    var answers: [String] = []
    viewModel.loadRoutes { answers.append("older: \((try? $0.get())?.count ?? -1)") }
    loop.advance(by: .milliseconds(20))
    _ = try store.createRoute(title: "New")
    viewModel.loadRoutes { answers.append("newer: \((try? $0.get())?.count ?? -1)") }
    loop.advance(by: .milliseconds(100))
    #expect(answers == ["newer: 2"])
  }

  @Test func aReadEndsUnansweredWithItsScreen() throws {
    let store = try store(routes: [("Old", [35.0])])
    var viewModel: HistoryViewModel? = history(.success(store))
    loop.workLatency = .milliseconds(40)
    var answered = false
    viewModel?.loadRoutes { _ in answered = true }
    loop.advance(by: .milliseconds(10))
    viewModel = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    loop.advance(by: .milliseconds(100))
    #expect(!answered)
    #expect(opener.openConnections == 0)
  }

  @Test func aJobNotYetRunDoesNotKeepItsViewModel() throws {
    let store = try store(routes: [("Old", [35.0])])
    var history: HistoryViewModel? = history(.success(store))
    weak let releasedHistory = history
    history?.loadRoutes { _ in }
    let route = try #require(try store.route(titled: "Old"))
    var detail: RouteDetailViewModel? = RouteDetailViewModel(
      route: route, store: store, opener: opener, mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    weak let releasedDetail = detail
    detail?.loadTrack { _ in }
    detail?.exportRoute { _ in }
    history = nil
    detail = nil
    #expect(releasedHistory == nil, "a job holds its view model weakly, run or not")
    #expect(releasedDetail == nil)
    loop.advance(by: .milliseconds(100))
    #expect(opener.openConnections == 0)
  }

  @Test func aDamagedDatabaseAnswersItsErrorAndNoRows() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("callback-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("footprints.sqlite")
    try Data(repeating: 7, count: 4096).write(to: file)
    let viewModel = HistoryViewModel(
      store: .failure(.notADatabase(path: file.path)),
      opener: RouteStoreOpener(storage: .file(file), memoryName: "unused"), mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    let answer = answer(viewModel.loadRoutes)
    #expect(viewModel.selectRoute(at: 0) == nil, "no route to select")
    guard case .failure(let error) = answer else {
      Issue.record("expected the store error")
      return
    }
    #expect(error.message == #"Cannot open "footprints.sqlite": the file is not a database."#)
  }

  @Test func aSelectedRowAnswersItsRoutesDetail() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let viewModel = history(.success(store))
    _ = answer(viewModel.loadRoutes)
    #expect(
      viewModel.selectRoute(at: 1)?.summary
        == RouteDetailViewModel.Summary(screenTitle: "Old", titleText: "Old"))
    #expect(viewModel.selectRoute(at: 2) == nil, "row 2 does not exist")
  }

  // MARK: - Route detail

  private func detail(_ title: String, in store: RouteStore, folder: URL) throws
    -> RouteDetailViewModel
  {
    let route = try #require(try store.route(titled: title))
    return RouteDetailViewModel(
      route: route, store: store, opener: opener, mainLoop: loop, documentsDirectory: folder)
  }

  @Test func theTrackAndItsFiguresAreReadOffTheMainThread() throws {
    let store = try store(routes: [("Walk", [35.0, 35.001])])
    let viewModel = try detail("Walk", in: store, folder: FileManager.default.temporaryDirectory)
    loop.workLatency = .milliseconds(30)
    let track = try #require(answer(after: .milliseconds(30), viewModel.loadTrack)).get()
    #expect(track.figuresText == "2 points, 111.2 m, 0:00:30")
    #expect(track.coordinates.map(\.latitude) == [35.0, 35.001])
  }

  @Test func footprintsDeletionAndItsQuestion() throws {
    let store = try store(routes: [("Walk", [35.0, 35.5, 36.0])])
    let viewModel = try detail(
      "Walk", in: store, folder: FileManager.default.temporaryDirectory)
    #expect(
      try #require(answer(viewModel.loadTrack)).get().coordinates.map(\.latitude)
        == [35.0, 35.5, 36.0])
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
    let store = try store(routes: [(#"A "quoted" <walk> 🏯"#, [35.0, 35.5])])
    let route = try #require(try store.routes().first)
    let viewModel = try detail(route.title, in: store, folder: folder)
    loop.workLatency = .milliseconds(30)
    var answers: [Result<String, RouteDetailViewModel.ExportFailure>] = []
    viewModel.exportRoute { answers.append($0) }
    #expect(viewModel.isExporting)
    loop.advance(by: .milliseconds(30))
    #expect(!viewModel.isExporting)
    let message = try #require(answers.first).get()
    let fileName = Text.exportFileName(route)
    #expect(message == Text.exportedMessage(route, fileName: fileName))
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == route.title)
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func anExportIntoAMissingFolderAnswersWhy() throws {
    let store = try store(routes: [("Walk", [35.0])])
    let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let viewModel = try detail("Walk", in: store, folder: folder)
    guard case .failure(let failure) = answer(viewModel.exportRoute) else {
      Issue.record("expected the export to fail")
      return
    }
    #expect(
      failure.message == #"Could not export "Walk": Cannot write GPX file "route-1.gpx": "#
        + "its folder does not exist.")
  }
}
