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
    let viewModel = HistoryViewModel(with: HistoryViewModel.Dependency(store: .success(store)))
    let recorder = HistoryRecorder(viewModel)
    #expect(recorder.rows.isEmpty)
    viewModel.input.viewWillAppear.onNext(())
    clock.advance()
    try store.createRoute(title: "Evening")
    viewModel.input.viewWillAppear.onNext(())
    #expect(recorder.rows == [
      [HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03")],
      [
        HistoryViewModel.Row(title: "Evening", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03"),
      ],
    ])
    #expect(recorder.emptyHidden == [true, true])
    #expect(recorder.errors.isEmpty)
  }

  @Test func aSelectedRowBecomesTheRouteToShow() throws {
    let store = try RouteStore(.inMemory, now: Clock().now)
    let route = try store.createRoute(title: "Only")
    let viewModel = HistoryViewModel(with: HistoryViewModel.Dependency(store: .success(store)))
    let recorder = HistoryRecorder(viewModel)
    viewModel.input.routeSelected.onNext(0)
    viewModel.input.viewWillAppear.onNext(())
    viewModel.input.routeSelected.onNext(0)
    viewModel.input.routeSelected.onNext(1)
    #expect(recorder.shownRoutes == [route])
  }

  @Test func aFailedReadRaisesTheErrorAndListsNothing() {
    let error = StoreError.damaged(path: "/data/footprints.sqlite")
    let viewModel = HistoryViewModel(with: HistoryViewModel.Dependency(store: .failure(error)))
    let recorder = HistoryRecorder(viewModel)
    viewModel.input.viewWillAppear.onNext(())
    #expect(recorder.errors == [error.message])
    #expect(recorder.rows == [[]])
    #expect(recorder.emptyHidden == [false])
  }

  // MARK: - Route detail

  @Test func theDetailShowsTheRouteAndItsTrack() throws {
    let (store, route) = try storedRoute()
    let detail = DetailRecorder(route: route, store: .success(store))
    #expect(detail.titles == ["Walk"])
    #expect(detail.texts == ["Walk", "2 points, 111.2 m, 0:01:03"])
    #expect(detail.tracks.map { $0.map(\.latitude) } == [[35.0, 35.001]])
    #expect(detail.alerts.isEmpty)
    let empty = try store.createRoute(title: "Empty")
    #expect(DetailRecorder(route: empty, store: .success(store)).tracks.isEmpty)
  }

  @Test func deleteAsksFirstThenRemovesTheRouteAndLeaves() throws {
    let (store, route) = try storedRoute()
    let detail = DetailRecorder(route: route, store: .success(store))
    detail.viewModel.input.deleteButtonTapped.onNext(())
    #expect(detail.alerts == [.confirmDelete(message: Text.deleteAlertMessage(route))])
    #expect(try store.route(id: route.id) != nil)
    detail.viewModel.input.deleteConfirmed.onNext(())
    #expect(try store.route(id: route.id) == nil)
    #expect(try store.footprints(of: route.id).isEmpty)
    #expect(detail.dismissals == 1)
    detail.viewModel.input.deleteConfirmed.onNext(())
    #expect(detail.alerts.last == .error(message: Text.routeNotFoundError))
    #expect(detail.dismissals == 1)
  }

  @Test func exportWritesAGPXFileThatReadsBackToTheRoute() throws {
    let (store, route) = try storedRoute()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-detail-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let detail = DetailRecorder(route: route, store: .success(store), exportDirectory: folder)
    detail.viewModel.input.exportButtonTapped.onNext(())
    let fileName = Text.exportFileName(route)
    #expect(detail.alerts == [.exported(message: Text.exportedMessage(route, fileName: fileName))])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func aFailedExportSaysWhy() throws {
    let (store, route) = try storedRoute()
    let missing = FileManager.default.temporaryDirectory
      .appendingPathComponent("rx-detail-missing-\(UUID().uuidString)")
    let detail = DetailRecorder(route: route, store: .success(store), exportDirectory: missing)
    detail.viewModel.input.exportButtonTapped.onNext(())
    let reason = GPXError.unwritable(
      file: Text.exportFileName(route), reason: "its folder does not exist"
    ).message
    #expect(detail.alerts == [
      .error(message: Text.exportFailedMessage(route, reason: reason))
    ])
  }

  @Test func anUnreadableTrackRaisesTheStoreError() throws {
    let (_, route) = try storedRoute()
    let error = StoreError.readOnly(path: "/data/footprints.sqlite")
    let detail = DetailRecorder(route: route, store: .failure(error))
    #expect(detail.tracks.isEmpty)
    #expect(detail.texts == ["Walk", "2 points, 111.2 m, 0:01:03"])
    #expect(detail.alerts == [.error(message: error.message)])
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

/// Every output of a history view model, as its view controller would receive it.
@MainActor
private final class HistoryRecorder {
  private(set) var rows: [[HistoryViewModel.Row]] = []
  private(set) var emptyHidden: [Bool] = []
  private(set) var errors: [String] = []
  private(set) var shownRoutes: [Route] = []
  private let disposeBag = DisposeBag()

  init(_ viewModel: HistoryViewModel) {
    let output = viewModel.output
    output.rows.drive(onNext: { [unowned self] in rows.append($0) }).disposed(by: disposeBag)
    output.isEmptyHistoryHidden.drive(onNext: { [unowned self] in emptyHidden.append($0) })
      .disposed(by: disposeBag)
    output.errorMessage.emit(onNext: { [unowned self] in errors.append($0) })
      .disposed(by: disposeBag)
    output.showRouteDetail.emit(onNext: { [unowned self] in shownRoutes.append($0) })
      .disposed(by: disposeBag)
  }
}

/// A route detail view model and every output it sent.
@MainActor
private final class DetailRecorder {
  let viewModel: RouteDetailViewModel
  private(set) var titles: [String] = []
  private(set) var texts: [String] = []
  private(set) var tracks: [[LocationCoordinate2D]] = []
  private(set) var alerts: [RouteDetailViewModel.Alert] = []
  private(set) var dismissals = 0
  private let disposeBag = DisposeBag()

  init(
    route: Route, store: Result<RouteStore, StoreError>,
    exportDirectory: URL = RouteRecorderSceneHost.noDocuments
  ) {
    viewModel = RouteDetailViewModel(
      with: RouteDetailViewModel.Dependency(
        route: route, store: store, exportDirectory: exportDirectory))
    let output = viewModel.output
    output.title.drive(onNext: { [unowned self] in titles.append($0) }).disposed(by: disposeBag)
    output.routeTitleText.drive(onNext: { [unowned self] in texts.append($0) })
      .disposed(by: disposeBag)
    output.routeFiguresText.drive(onNext: { [unowned self] in texts.append($0) })
      .disposed(by: disposeBag)
    output.track.drive(onNext: { [unowned self] in tracks.append($0) }).disposed(by: disposeBag)
    output.alert.emit(onNext: { [unowned self] in alerts.append($0) }).disposed(by: disposeBag)
    output.dismiss.emit(onNext: { [unowned self] in dismissals += 1 }).disposed(by: disposeBag)
  }
}
