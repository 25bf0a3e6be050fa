import CoreLocationLite
import Domain
import Foundation
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM history and route detail view models")
struct RxMVVMHistoryViewModelTests {
  private typealias Text = RouteRecorderStrings

  // MARK: - History

  @Test func everyAppearanceReadsTheRoutesNewestFirst() throws {
    let clock = Clock()
    let store = try RouteStore(.inMemory, now: clock.now)
    let morning = try store.createRoute(title: "Morning")
    try store.append([fix(35.0, 139.0, second: 0), fix(35.001, 139.0, second: 63)], to: morning.id)
    let recorder = HistoryRecorder(store: .success(store))
    #expect(recorder.rows.isEmpty)
    recorder.viewWillAppear.accept(())
    clock.advance()
    try store.createRoute(title: "Evening")
    recorder.viewWillAppear.accept(())
    #expect(recorder.rows == [
      [HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03")],
      [
        HistoryViewModel.Row(title: "Evening", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03"),
      ],
    ])
    #expect(recorder.emptyHidden == [true, true])
    #expect(recorder.wireframe.prompts.isEmpty)
  }

  @Test func aSelectedRowBecomesTheRouteToShow() throws {
    let store = try RouteStore(.inMemory, now: Clock().now)
    let route = try store.createRoute(title: "Only")
    let recorder = HistoryRecorder(store: .success(store))
    recorder.routeSelected.accept(0)
    recorder.viewWillAppear.accept(())
    recorder.routeSelected.accept(0)
    recorder.routeSelected.accept(1)
    #expect(recorder.shownRoutes == [route])
  }

  @Test func aFailedReadRaisesTheErrorAndListsNothing() {
    let error = StoreError.damaged(path: "/data/footprints.sqlite")
    let recorder = HistoryRecorder(store: .failure(error))
    recorder.viewWillAppear.accept(())
    #expect(recorder.wireframe.prompts == [
      WireframeSpy.Prompt(title: Text.errorAlertTitle, message: error.message, buttons: ["OK"])
    ])
    #expect(recorder.rows == [[]])
    #expect(recorder.emptyHidden == [false])
    recorder.wireframe.tap("OK")
    #expect(recorder.readFailures == 1)
  }

  // MARK: - Route detail

  @Test func theDetailShowsTheRouteAndItsTrack() throws {
    let (store, route) = try storedRoute()
    let detail = DetailRecorder(route: route, store: .success(store))
    #expect(detail.titles == ["Walk"])
    #expect(detail.texts == ["Walk", "2 points, 111.2 m, 0:01:03"])
    #expect(detail.tracks.map { $0.map(\.latitude) } == [[35.0, 35.001]])
    #expect(detail.wireframe.prompts.isEmpty)
    let empty = try store.createRoute(title: "Empty")
    #expect(DetailRecorder(route: empty, store: .success(store)).tracks.isEmpty)
  }

  @Test func deleteAsksFirstThenRemovesTheRouteAndLeaves() throws {
    let (store, route) = try storedRoute()
    let detail = DetailRecorder(route: route, store: .success(store))
    detail.deleteButtonTapped.accept(())
    #expect(detail.wireframe.prompts == [
      WireframeSpy.Prompt(
        title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(route),
        buttons: [Text.deleteActionTitle, Text.cancelActionTitle])
    ])
    detail.wireframe.tap(Text.cancelActionTitle)
    #expect(try store.route(id: route.id) != nil)
    detail.deleteButtonTapped.accept(())
    detail.wireframe.tap(Text.deleteActionTitle)
    #expect(try store.route(id: route.id) == nil)
    #expect(try store.footprints(of: route.id).isEmpty)
    #expect(detail.deletions == 1)
    detail.deleteButtonTapped.accept(())
    detail.wireframe.tap(Text.deleteActionTitle)
    #expect(detail.wireframe.prompts.last?.message == Text.routeNotFoundError)
    #expect(detail.deletions == 1)
  }

  @Test func exportWritesAGPXFileThatReadsBackToTheRoute() throws {
    let (store, route) = try storedRoute()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-detail-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let detail = DetailRecorder(route: route, store: .success(store), exportDirectory: folder)
    detail.exportButtonTapped.accept(())
    let fileName = Text.exportFileName(route)
    #expect(detail.wireframe.prompts == [
      WireframeSpy.Prompt(
        title: Text.exportAlertTitle, message: Text.exportedMessage(route, fileName: fileName),
        buttons: ["OK"])
    ])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func aFailedExportSaysWhy() throws {
    let (store, route) = try storedRoute()
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-detail-missing-\(UUID().uuidString)")
    let detail = DetailRecorder(route: route, store: .success(store), exportDirectory: missing)
    detail.exportButtonTapped.accept(())
    let reason = GPXError.unwritable(
      file: Text.exportFileName(route), reason: "its folder does not exist"
    ).message
    #expect(detail.wireframe.prompts.map(\.message) == [
      Text.exportFailedMessage(route, reason: reason)
    ])
    #expect(detail.wireframe.prompts.map(\.title) == [Text.errorAlertTitle])
  }

  @Test func anUnreadableTrackRaisesTheStoreError() throws {
    let (_, route) = try storedRoute()
    let error = StoreError.readOnly(path: "/data/footprints.sqlite")
    let detail = DetailRecorder(route: route, store: .failure(error))
    #expect(detail.tracks.isEmpty)
    #expect(detail.texts == ["Walk", "2 points, 111.2 m, 0:01:03"])
    #expect(detail.wireframe.prompts.map(\.message) == [error.message])
  }

  private func storedRoute() throws -> (RouteStore, Route) {
    let store = try RouteStore(.inMemory, now: Clock().now)
    let route = try store.createRoute(title: "Walk")
    let saved = try store.append(
      [fix(35.0, 139.0, second: 0), fix(35.001, 139.0, second: 63)], to: route.id)
    return (store, saved)
  }
}

// MARK: - Recorders

/// A fix at (`latitude`, `longitude`), `second` seconds after 2026-01-01.
private func fix(_ latitude: Double, _ longitude: Double, second: Double) -> Location {
  Location(
    coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
    horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 1_767_225_600 + second))
}

/// A store clock that moves only when told.
@MainActor
private final class Clock {
  private var seconds: TimeInterval = 1_767_225_600

  var now: () -> Date { { [self] in Date(timeIntervalSince1970: seconds) } }

  func advance() {
    seconds += 60
  }
}

/// A history view model transformed from relays the test drives, with every output recorded
/// as its view controller would receive it.
@MainActor
private final class HistoryRecorder {
  let viewWillAppear = PublishRelay<Void>()
  let routeSelected = PublishRelay<Int>()
  let wireframe = WireframeSpy()
  private(set) var rows: [[HistoryViewModel.Row]] = []
  private(set) var emptyHidden: [Bool] = []
  private(set) var readFailures = 0
  private(set) var shownRoutes: [Route] = []
  private let disposeBag = DisposeBag()

  init(store: Result<RouteStore, StoreError>) {
    let viewModel = HistoryViewModel(
      with: HistoryViewModel.Dependency(store: store, wireframe: wireframe))
    let output = viewModel.transform(
      input: HistoryViewModel.Input(
        viewWillAppear: viewWillAppear.asSignal(), routeSelected: routeSelected.asSignal()))
    output.rows.drive(onNext: { [unowned self] in rows.append($0) }).disposed(by: disposeBag)
    output.isEmptyHistoryHidden.drive(onNext: { [unowned self] in emptyHidden.append($0) })
      .disposed(by: disposeBag)
    output.readFailed.emit(onNext: { [unowned self] in readFailures += 1 })
      .disposed(by: disposeBag)
    output.showRouteDetail.emit(onNext: { [unowned self] in shownRoutes.append($0) })
      .disposed(by: disposeBag)
  }
}

/// A route detail view model transformed from relays the test drives, and every output it
/// sent.
@MainActor
private final class DetailRecorder {
  let deleteButtonTapped = PublishRelay<Void>()
  let exportButtonTapped = PublishRelay<Void>()
  let wireframe = WireframeSpy()
  private(set) var titles: [String] = []
  private(set) var texts: [String] = []
  private(set) var tracks: [[LocationCoordinate2D]] = []
  private(set) var deletions = 0
  private let disposeBag = DisposeBag()

  init(
    route: Route, store: Result<RouteStore, StoreError>,
    exportDirectory: URL = RouteRecorderSceneHost.noDocuments
  ) {
    let viewModel = RouteDetailViewModel(
      with: RouteDetailViewModel.Dependency(
        route: route, store: store, exportDirectory: exportDirectory, wireframe: wireframe))
    let output = viewModel.transform(
      input: RouteDetailViewModel.Input(
        deleteButtonTapped: deleteButtonTapped.asSignal(),
        exportButtonTapped: exportButtonTapped.asSignal()))
    output.title.drive(onNext: { [unowned self] in titles.append($0) }).disposed(by: disposeBag)
    output.routeTitleText.drive(onNext: { [unowned self] in texts.append($0) })
      .disposed(by: disposeBag)
    output.routeFiguresText.drive(onNext: { [unowned self] in texts.append($0) })
      .disposed(by: disposeBag)
    output.track.drive(onNext: { [unowned self] in tracks.append($0) }).disposed(by: disposeBag)
    output.loadFailed.emit(onNext: nil).disposed(by: disposeBag)
    output.exported.emit(onNext: nil).disposed(by: disposeBag)
    output.deleted.emit(onNext: { [unowned self] in deletions += 1 }).disposed(by: disposeBag)
  }
}
