import CoreLocationLite
import Domain
import Foundation
import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift history scene: interactor, presenter and router")
struct CleanSwiftHistoryRouterTests {
  @Test func fetchingReadsTheRoutesNewestFirstIntoTheDataStore() throws {
    // Given
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 0) })
    try store.createRoute(title: "Older")
    try store.createRoute(title: "Newer")
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library(.success(store))))
    let presenter = HistoryPresentationLogicSpy()
    interactor.presenter = presenter
    // When
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    // Then
    #expect(interactor.routes.map(\.title) == ["Newer", "Older"])
    #expect(presenter.responses == [.fetched(interactor.routes)])
  }

  @Test func aFailedFetchLeavesNoRoutes() throws {
    // Given
    let error = StoreError.notADatabase(path: "/data/footprints.sqlite")
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library(.failure(error))))
    let presenter = HistoryPresentationLogicSpy()
    interactor.presenter = presenter
    // When
    interactor.fetchRoutes(request: History.FetchRoutes.Request())
    // Then
    #expect(interactor.routes.isEmpty)
    #expect(presenter.responses == [.failed(error)])
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
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 0) })
    let first = try store.createRoute(title: "First")
    let second = try store.createRoute(title: "Second")
    let history = HistoryViewController(library: library(.success(store)))
    let navigation = NavigationController(rootViewController: history)
    let window = Window()
    window.rootViewController = navigation
    let router = try #require(history.router as? HistoryRouter)
    let source = try #require(router.dataStore)
    let detail = RouteDetailInteractor(
      worker: RouteDetailWorker(library: library(.success(store))))
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
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 0) })
    try store.createRoute(title: "Only")
    let history = HistoryViewController(library: library(.success(store)))
    history.viewWillAppear(false)
    let router = try #require(history.router as? HistoryRouter)
    let detail = RouteDetailInteractor(
      worker: RouteDetailWorker(library: library(.success(store))))
    var destination: RouteDetailDataStore = detail
    // When
    let source = try #require(router.dataStore)
    router.passDataToRouteDetail(source: source, destination: &destination)
    // Then
    #expect(detail.route == nil)
  }

  private func library(_ store: Result<RouteStore, StoreError>) -> RouteLibrary {
    RouteLibrary(store: store, exportDirectory: RouteRecorderSceneHost.noDocuments)
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
