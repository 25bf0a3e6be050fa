import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift history scene: interactor, presenter and router")
struct CleanSwiftHistoryRouterTests {
  private let loop = MainLoop()
  /// Connections off the main thread to the database `store` shares.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "clean-history-\(UUID().uuidString)")
  private let store: RouteStore

  init() throws {
    store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
      Date(timeIntervalSince1970: 0)
    }
  }

  @Test func fetchingReadsTheRoutesNewestFirstOffTheMainThreadIntoTheDataStore() throws {
    // Given
    try store.createRoute(title: "Older")
    try store.createRoute(title: "Newer")
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library()))
    let presenter = HistoryPresentationLogicSpy()
    interactor.presenter = presenter
    loop.workLatency = .milliseconds(40)
    // When
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    loop.advance(by: .milliseconds(39))
    // Then
    #expect(presenter.responses.isEmpty, "still reading")
    loop.advance(by: .milliseconds(1))
    #expect(interactor.routes.map(\.title) == ["Newer", "Older"])
    #expect(presenter.responses == [.fetched(interactor.routes)])
    #expect(opener.openConnections == 0)
  }

  @Test func aNewerFetchReplacesAnOlderOneStillRunning() throws {
    // Given
    try store.createRoute(title: "Older")
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library()))
    let presenter = HistoryPresentationLogicSpy()
    interactor.presenter = presenter
    loop.workLatency = .milliseconds(40)
    // When
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    loop.advance(by: .milliseconds(20))
    try store.createRoute(title: "Newer")
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    loop.advance(by: .milliseconds(100))
    // Then
    #expect(presenter.responses.count == 1)
    #expect(interactor.routes.map(\.title) == ["Newer", "Older"])
  }

  @Test func theScenesEndCancelsTheFetchUnanswered() throws {
    // Given
    try store.createRoute(title: "Older")
    var interactor: HistoryInteractor? = HistoryInteractor(
      worker: HistoryWorker(library: library()))
    let presenter = HistoryPresentationLogicSpy()
    interactor?.presenter = presenter
    loop.workLatency = .milliseconds(40)
    // When
    interactor?.fetchRoutes(request: History.FetchRoutes.Request())
    loop.advance(by: .milliseconds(10))
    interactor = nil
    // Then
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
    loop.advance(by: .milliseconds(100))
    #expect(presenter.responses.isEmpty)
  }

  @Test func aFailedFetchLeavesNoRoutes() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("footprints.sqlite")
    try Data(repeating: 7, count: 4096).write(to: file)
    let library = RouteLibrary(
      store: .failure(.notADatabase(path: file.path)),
      opener: RouteStoreOpener(storage: .file(file), memoryName: "unused"), mainLoop: loop,
      exportDirectory: RouteRecorderSceneHost.noDocuments)
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library))
    let presenter = HistoryPresentationLogicSpy()
    interactor.presenter = presenter
    // When
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    loop.runUntilIdle()
    // Then
    #expect(interactor.routes.isEmpty)
    #expect(presenter.responses == [.failed(.notADatabase(path: file.path))])
  }

  @Test func thePresenterFormatsRowsAndTheEmptyLabel() {
    // Given
    let presenter = HistoryPresenter()
    let display = HistoryDisplayLogicSpy()
    presenter.viewController = display
    let route = Route(id: 1, title: "Walk \"🏯\"", createdAt: Date(timeIntervalSince1970: 0))
    let error = StoreError.damaged(path: "/data/footprints.sqlite")
    // When
    presenter.presentFetchedRoutes(response: .fetched([route]))
    presenter.presentFetchedRoutes(response: .fetched([]))
    presenter.presentFetchedRoutes(response: .failed(error))
    // Then
    #expect(display.viewModels == [
      History.FetchRoutes.ViewModel(
        displayedRoutes: [.init(title: "Walk \"🏯\"", detail: "0 points, 0.0 m, 0:00:00")],
        isEmptyHistoryHidden: true, errorMessage: nil),
      History.FetchRoutes.ViewModel(
        displayedRoutes: [], isEmptyHistoryHidden: false, errorMessage: nil),
      History.FetchRoutes.ViewModel(
        displayedRoutes: [], isEmptyHistoryHidden: false, errorMessage: error.message),
    ])
  }

  @Test func theRouterPassesTheSelectedRowsRouteToTheDetailDataStore() throws {
    // Given
    let first = try store.createRoute(title: "First")
    let second = try store.createRoute(title: "Second")
    let history = HistoryViewController(library: library())
    let navigation = NavigationController(rootViewController: history)
    let window = Window()
    window.rootViewController = navigation
    loop.runUntilIdle()
    let router = try #require(history.router as? HistoryRouter)
    let source = try #require(router.dataStore)
    let detail = RouteDetailInteractor(worker: RouteDetailWorker(library: library()))
    var destination: RouteDetailDataStore = detail
    // When
    history.historyTable.selectRow(at: 1)
    router.passDataToRouteDetail(source: source, destination: &destination)
    // Then
    #expect(detail.route == first)
    // When
    history.historyTable.tapRow(at: 0)
    // Then
    let pushed = try #require(navigation.topViewController as? RouteDetailViewController)
    #expect(pushed.router?.dataStore?.route == second)
    #expect(pushed.title == "Second")
  }

  @Test func theRouterPassesNothingWithoutASelection() throws {
    // Given
    try store.createRoute(title: "Only")
    let history = HistoryViewController(library: library())
    history.viewWillAppear(false)
    loop.runUntilIdle()
    let router = try #require(history.router as? HistoryRouter)
    let detail = RouteDetailInteractor(worker: RouteDetailWorker(library: library()))
    var destination: RouteDetailDataStore = detail
    // When
    let source = try #require(router.dataStore)
    router.passDataToRouteDetail(source: source, destination: &destination)
    // Then
    #expect(detail.route == nil)
  }

  private func library() -> RouteLibrary {
    RouteLibrary(
      store: .success(store), opener: opener, mainLoop: loop,
      exportDirectory: RouteRecorderSceneHost.noDocuments)
  }
}

// MARK: - Spies

@MainActor
private final class HistoryPresentationLogicSpy: HistoryPresentationLogic {
  private(set) var responses: [History.FetchRoutes.Response] = []

  func presentFetchedRoutes(response: History.FetchRoutes.Response) {
    responses.append(response)
  }
}

@MainActor
private final class HistoryDisplayLogicSpy: HistoryDisplayLogic {
  private(set) var viewModels: [History.FetchRoutes.ViewModel] = []

  func displayFetchedRoutes(viewModel: History.FetchRoutes.ViewModel) {
    viewModels.append(viewModel)
  }
}
