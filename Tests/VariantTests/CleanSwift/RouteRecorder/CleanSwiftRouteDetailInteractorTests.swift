import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift route detail interactor and presenter")
struct CleanSwiftRouteDetailInteractorTests {
  private typealias Text = RouteRecorderStrings

  @Test func withoutARouteNothingIsPresented() throws {
    // Given
    let scene = try DetailScene()
    scene.interactor.route = nil
    // When
    scene.interactor.loadRoute(request: RouteDetail.Load.Request())
    scene.interactor.fetchTrack(request: RouteDetail.FetchTrack.Request())
    scene.interactor.confirmDelete(request: RouteDetail.ConfirmDelete.Request())
    scene.interactor.deleteRoute(request: RouteDetail.Delete.Request())
    scene.interactor.exportRoute(request: RouteDetail.Export.Request())
    scene.loop.runUntilIdle()
    // Then
    #expect(scene.presenter.calls == 0)
  }

  @Test func loadPresentsThePassedRouteAtOnce() throws {
    // Given
    let scene = try DetailScene()
    // When
    scene.interactor.loadRoute(request: RouteDetail.Load.Request())
    // Then
    #expect(scene.presenter.loads == [RouteDetail.Load.Response(route: scene.route)])
  }

  @Test func theTrackIsReadAndMeasuredOffTheMainThreadAfterTheWorkLatency() throws {
    // Given
    let scene = try DetailScene()
    scene.loop.workLatency = .milliseconds(40)
    // When
    scene.interactor.fetchTrack(request: RouteDetail.FetchTrack.Request())
    scene.loop.advance(by: .milliseconds(39))
    // Then
    #expect(scene.presenter.tracks.isEmpty, "still reading")
    scene.loop.advance(by: .milliseconds(1))
    let footprints = try scene.store.footprints(of: scene.route.id)
    let measured = Route(
      id: scene.route.id, title: scene.route.title, createdAt: scene.route.createdAt,
      figures: RouteFigures(footprints))
    #expect(scene.presenter.tracks == [.fetched(measured, footprints: footprints)])
    #expect(scene.opener.openConnections == 0)
  }

  @Test func aNewerTrackRequestReplacesAnOlderOneStillRunning() throws {
    // Given
    let scene = try DetailScene()
    scene.loop.workLatency = .milliseconds(40)
    // When
    scene.interactor.fetchTrack(request: RouteDetail.FetchTrack.Request())
    scene.loop.advance(by: .milliseconds(20))
    scene.interactor.fetchTrack(request: RouteDetail.FetchTrack.Request())
    scene.loop.advance(by: .milliseconds(100))
    // Then
    #expect(scene.presenter.tracks.count == 1)
  }

  @Test func theScenesEndCancelsTheReadUnanswered() throws {
    // Given
    var scene: DetailScene? = try DetailScene()
    let loop = try #require(scene?.loop)
    let opener = try #require(scene?.opener)
    let presenter = try #require(scene?.presenter)
    loop.workLatency = .milliseconds(40)
    // When
    scene?.interactor.fetchTrack(request: RouteDetail.FetchTrack.Request())
    loop.advance(by: .milliseconds(10))
    scene = nil
    // Then
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    #expect(opener.openConnections == 0)
    loop.advance(by: .milliseconds(100))
    #expect(presenter.tracks.isEmpty)
  }

  @Test func deleteRemovesTheRouteOnceThenReportsItMissing() throws {
    // Given
    let scene = try DetailScene()
    // When
    scene.interactor.deleteRoute(request: RouteDetail.Delete.Request())
    scene.interactor.deleteRoute(request: RouteDetail.Delete.Request())
    // Then
    #expect(try scene.store.route(id: scene.route.id) == nil)
    #expect(scene.presenter.deletes == [.deleted, .failed(.routeNotFound(scene.route.id))])
  }

  @Test func exportStartsAtOnceAndAnswersAfterTheWorkLatencyOneAtATime() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-detail-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scene = try DetailScene(exportDirectory: folder)
    let fileName = Text.exportFileName(scene.route)
    scene.loop.workLatency = .milliseconds(30)
    // When
    scene.interactor.exportRoute(request: RouteDetail.Export.Request())
    scene.interactor.exportRoute(request: RouteDetail.Export.Request())
    scene.loop.advance(by: .milliseconds(29))
    // Then
    #expect(scene.presenter.exports == [.started], "one export at a time")
    scene.loop.advance(by: .milliseconds(1))
    #expect(scene.presenter.exports == [.started, .exported(scene.route, fileName: fileName)])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.points == (try scene.store.footprints(of: scene.route.id).map(\.location)))
  }

  @Test func anExportIntoAMissingFolderSaysWhy() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("clean-detail-missing-\(UUID().uuidString)")
    let scene = try DetailScene(exportDirectory: folder)
    let fileName = Text.exportFileName(scene.route)
    // When
    scene.interactor.exportRoute(request: RouteDetail.Export.Request())
    scene.loop.runUntilIdle()
    // Then
    let reason = GPXError.unwritable(file: fileName, reason: "its folder does not exist").message
    #expect(scene.presenter.exports == [.started, .failed(scene.route, reason: reason)])
  }

  @Test func thePresenterFormatsTheRouteItsTrackAndTheAlerts() throws {
    // Given
    let scene = try DetailScene()
    let presenter = RouteDetailPresenter()
    let display = RouteDetailDisplayLogicSpy()
    presenter.viewController = display
    let route = scene.route
    let footprints = try scene.store.footprints(of: route.id)
    let error = StoreError.readOnly(path: "/data/footprints.sqlite")
    // When
    presenter.presentRoute(response: RouteDetail.Load.Response(route: route))
    presenter.presentTrack(response: .fetched(route, footprints: footprints))
    presenter.presentTrack(response: .failed(error))
    presenter.presentDeleteConfirmation(response: RouteDetail.ConfirmDelete.Response(route: route))
    presenter.presentDeletedRoute(response: .failed(error))
    presenter.presentExportedRoute(response: .started)
    presenter.presentExportedRoute(response: .exported(route, fileName: "route-1.gpx"))
    presenter.presentExportedRoute(response: .failed(route, reason: "no space"))
    // Then
    #expect(display.routes == [RouteDetail.Load.ViewModel(title: "Walk", routeTitleText: "Walk")])
    #expect(display.tracks == [
      .fetched(
        routeFiguresText: "2 points, 111.2 m, 0:01:03", track: footprints.map(\.coordinate)),
      .failed(errorMessage: error.message),
    ])
    #expect(display.confirmations == [
      RouteDetail.ConfirmDelete.ViewModel(
        title: "Delete route?", message: #"Delete "Walk" and its 2 points?"#,
        deleteTitle: "Delete", cancelTitle: "Cancel")
    ])
    #expect(display.deletes == [.failed(errorMessage: error.message)])
    #expect(display.exports == [
      .exporting,
      .finished(title: "Exported", message: #"Exported "Walk" to route-1.gpx."#),
      .finished(title: "Error", message: #"Could not export "Walk": no space"#),
    ])
  }
}

// MARK: - Scene under test

/// A route detail interactor with its real worker over an in-memory store holding one route
/// of two points, passed in as the history's router would, and a spy for a presenter. The
/// worker's queue belongs to `loop` and reads through `opener`.
@MainActor
private struct DetailScene {
  let loop = MainLoop()
  let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "clean-detail-\(UUID().uuidString)")
  let store: RouteStore
  let route: Route
  let interactor: RouteDetailInteractor
  let presenter = RouteDetailPresentationLogicSpy()

  init(exportDirectory: URL = RouteRecorderSceneHost.noDocuments) throws {
    store = try RouteStore(sharedMemoryNamed: opener.memoryName) { Date(timeIntervalSince1970: 0) }
    let created = try store.createRoute(title: "Walk")
    let start = Date(timeIntervalSince1970: 1_767_225_600)
    route = try store.append(
      [
        Location(
          coordinate: LocationCoordinate2D(latitude: 35.0, longitude: 139.0), timestamp: start),
        Location(
          coordinate: LocationCoordinate2D(latitude: 35.001, longitude: 139.0),
          timestamp: start.addingTimeInterval(63)),
      ], to: created.id)
    let library = RouteLibrary(
      store: .success(store), opener: opener, mainLoop: loop, exportDirectory: exportDirectory)
    interactor = RouteDetailInteractor(worker: RouteDetailWorker(library: library))
    interactor.presenter = presenter
    interactor.route = route
  }
}

@MainActor
private final class RouteDetailPresentationLogicSpy: RouteDetailPresentationLogic {
  private(set) var loads: [RouteDetail.Load.Response] = []
  private(set) var tracks: [RouteDetail.FetchTrack.Response] = []
  private(set) var confirmations: [RouteDetail.ConfirmDelete.Response] = []
  private(set) var deletes: [RouteDetail.Delete.Response] = []
  private(set) var exports: [RouteDetail.Export.Response] = []

  var calls: Int {
    loads.count + tracks.count + confirmations.count + deletes.count + exports.count
  }

  func presentRoute(response: RouteDetail.Load.Response) { loads.append(response) }

  func presentTrack(response: RouteDetail.FetchTrack.Response) { tracks.append(response) }

  func presentDeleteConfirmation(response: RouteDetail.ConfirmDelete.Response) {
    confirmations.append(response)
  }

  func presentDeletedRoute(response: RouteDetail.Delete.Response) { deletes.append(response) }

  func presentExportedRoute(response: RouteDetail.Export.Response) { exports.append(response) }
}

@MainActor
private final class RouteDetailDisplayLogicSpy: RouteDetailDisplayLogic {
  private(set) var routes: [RouteDetail.Load.ViewModel] = []
  private(set) var tracks: [RouteDetail.FetchTrack.ViewModel] = []
  private(set) var confirmations: [RouteDetail.ConfirmDelete.ViewModel] = []
  private(set) var deletes: [RouteDetail.Delete.ViewModel] = []
  private(set) var exports: [RouteDetail.Export.ViewModel] = []

  func displayRoute(viewModel: RouteDetail.Load.ViewModel) { routes.append(viewModel) }

  func displayTrack(viewModel: RouteDetail.FetchTrack.ViewModel) { tracks.append(viewModel) }

  func displayDeleteConfirmation(viewModel: RouteDetail.ConfirmDelete.ViewModel) {
    confirmations.append(viewModel)
  }

  func displayDeletedRoute(viewModel: RouteDetail.Delete.ViewModel) { deletes.append(viewModel) }

  func displayExportedRoute(viewModel: RouteDetail.Export.ViewModel) { exports.append(viewModel) }
}
