import CoreLocationLite
import Domain
import Foundation
import MainLoop
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

/// The Rx MVVM history and route detail view models, transformed from relays the test drives
/// on a virtual main loop: reads and exports run on a background scheduler and land after the
/// loop's work latency.
@MainActor
@Suite("Rx MVVM history and route detail view models")
struct RxMVVMHistoryViewModelTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  /// Connections off the main thread to the database the tests' stores share.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "rx-history-\(UUID().uuidString)")

  private func store(now: @escaping () -> Date = Clock().now) throws -> RouteStore {
    try RouteStore(sharedMemoryNamed: opener.memoryName, now: now)
  }

  private func history() -> HistoryRecorder {
    HistoryRecorder(opener: opener, loop: loop)
  }

  private func detail(
    _ route: Route, store: RouteStore,
    exportDirectory: URL = RouteRecorderSceneHost.noDocuments
  ) -> DetailRecorder {
    DetailRecorder(
      route: route, store: .success(store), opener: opener, loop: loop,
      exportDirectory: exportDirectory)
  }

  // MARK: - History

  @Test func everyAppearanceReadsTheRoutesNewestFirstAfterTheWorkLatency() throws {
    let clock = Clock()
    let store = try store(now: clock.now)
    let morning = try store.createRoute(title: "Morning")
    try store.append([fix(35.0, 139.0, second: 0), fix(35.001, 139.0, second: 63)], to: morning.id)
    let recorder = history()
    loop.workLatency = .milliseconds(40)
    #expect(recorder.rows.isEmpty)
    #expect(recorder.emptyHidden == [true], "nothing is known yet")
    recorder.viewWillAppear.accept(())
    loop.advance(by: .milliseconds(39))
    #expect(recorder.rows.isEmpty, "still reading")
    loop.advance(by: .milliseconds(1))
    clock.advance()
    try store.createRoute(title: "Evening")
    recorder.viewWillAppear.accept(())
    loop.advance(by: .milliseconds(40))
    #expect(recorder.rows == [
      [HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03")],
      [
        HistoryViewModel.Row(title: "Evening", detail: "0 points, 0.0 m, 0:00:00"),
        HistoryViewModel.Row(title: "Morning", detail: "2 points, 111.2 m, 0:01:03"),
      ],
    ])
    #expect(recorder.emptyHidden == [true, true, true])
    #expect(recorder.wireframe.prompts.isEmpty)
    #expect(opener.openConnections == 0, "each read's connection closed with it")
  }

  @Test func aNewerAppearanceReplacesAReadStillRunning() throws {
    let store = try store()
    try store.createRoute(title: "Old")
    let recorder = history()
    loop.workLatency = .milliseconds(40)
    recorder.viewWillAppear.accept(())
    loop.advance(by: .milliseconds(20))
    try store.createRoute(title: "New")
    recorder.viewWillAppear.accept(())
    loop.advance(by: .milliseconds(100))
    #expect(recorder.rows.map(\.count) == [2], "only the newer read landed")
    #expect(loop.appWork(scheduledSince: 0) == 0)
  }

  @Test func aReadEndsWithItsScreen() throws {
    let store = try store()
    try store.createRoute(title: "Old")
    var recorder: HistoryRecorder? = history()
    loop.workLatency = .milliseconds(40)
    recorder?.viewWillAppear.accept(())
    loop.advance(by: .milliseconds(10))
    recorder = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    loop.advance(by: .milliseconds(100))
    #expect(opener.openConnections == 0)
  }

  @Test func aSelectedRowBecomesTheRouteToShow() throws {
    let store = try store()
    let route = try store.createRoute(title: "Only")
    let recorder = history()
    recorder.routeSelected.accept(0)
    recorder.viewWillAppear.accept(())
    loop.advance(by: .zero)
    recorder.routeSelected.accept(0)
    recorder.routeSelected.accept(1)
    #expect(recorder.shownRoutes == [route])
  }

  @Test func aFailedReadRaisesTheErrorAndListsNothing() throws {
    try withDamagedDatabase { file, opener in
      let recorder = HistoryRecorder(opener: opener, loop: loop)
      recorder.viewWillAppear.accept(())
      loop.advance(by: .zero)
      let error = StoreError.notADatabase(path: file.path)
      #expect(recorder.wireframe.prompts == [
        WireframeSpy.Prompt(title: Text.errorAlertTitle, message: error.message, buttons: ["OK"])
      ])
      #expect(recorder.rows == [[]])
      #expect(recorder.emptyHidden == [true, false])
      recorder.wireframe.tap("OK")
      #expect(recorder.readFailures == 1)
    }
  }

  // MARK: - Route detail

  @Test func theTitleShowsAtOnceAndTheTrackWithItsFiguresAfterTheWorkLatency() throws {
    let (store, route) = try storedRoute()
    loop.workLatency = .milliseconds(30)
    let detail = detail(route, store: store)
    #expect(detail.titles == ["Walk"])
    loop.advance(by: .milliseconds(29))
    #expect(detail.texts == ["Walk"] && detail.tracks.isEmpty, "still reading")
    loop.advance(by: .milliseconds(1))
    #expect(detail.texts == ["Walk", "2 points, 111.2 m, 0:01:03"])
    #expect(detail.tracks.map { $0.map(\.latitude) } == [[35.0, 35.001]])
    #expect(detail.wireframe.prompts.isEmpty)
    let empty = try store.createRoute(title: "Empty")
    let emptyDetail = self.detail(empty, store: store)
    loop.advance(by: .milliseconds(30))
    #expect(emptyDetail.tracks.isEmpty)
    #expect(emptyDetail.texts == ["Empty", "0 points, 0.0 m, 0:00:00"])
    #expect(opener.openConnections == 0)
  }

  @Test func aTrackReadEndsWithItsScreen() throws {
    let (store, route) = try storedRoute()
    loop.workLatency = .milliseconds(30)
    var detail: DetailRecorder? = detail(route, store: store)
    loop.advance(by: .milliseconds(10))
    #expect(detail?.tracks.isEmpty == true, "still reading")
    detail = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    loop.advance(by: .milliseconds(100))
    #expect(opener.openConnections == 0)
  }

  @Test func deleteAsksFirstThenRemovesTheRouteAndLeaves() throws {
    let (store, route) = try storedRoute()
    let detail = detail(route, store: store)
    loop.advance(by: .zero)
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
    let detail = detail(route, store: store, exportDirectory: folder)
    loop.workLatency = .milliseconds(30)
    loop.advance(by: .milliseconds(30))
    #expect(detail.exportEnabled == [])
    detail.exportButtonTapped.accept(())
    #expect(detail.exportEnabled == [false])
    loop.advance(by: .milliseconds(29))
    #expect(detail.wireframe.prompts.isEmpty, "still writing")
    loop.advance(by: .milliseconds(1))
    #expect(detail.exportEnabled == [false, true])
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
    let detail = detail(route, store: store, exportDirectory: missing)
    detail.exportButtonTapped.accept(())
    loop.advance(by: .zero)
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
    try withDamagedDatabase { file, opener in
      let detail = DetailRecorder(
        route: route, store: .failure(.notADatabase(path: file.path)), opener: opener,
        loop: loop, exportDirectory: RouteRecorderSceneHost.noDocuments)
      loop.advance(by: .zero)
      #expect(detail.tracks.isEmpty)
      #expect(detail.texts == ["Walk"])
      #expect(
        detail.wireframe.prompts.map(\.message)
          == [StoreError.notADatabase(path: file.path).message])
    }
  }

  private func storedRoute() throws -> (RouteStore, Route) {
    let store = try store()
    let route = try store.createRoute(title: "Walk")
    let saved = try store.append(
      [fix(35.0, 139.0, second: 0), fix(35.001, 139.0, second: 63)], to: route.id)
    return (store, saved)
  }
}

// MARK: - Recorders

/// Runs `body` with an opener of a file that is not a database.
private func withDamagedDatabase(_ body: (URL, RouteStoreOpener) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("rx-history-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("footprints.sqlite")
  try Data(repeating: 7, count: 4096).write(to: file)
  try body(file, RouteStoreOpener(storage: .file(file), memoryName: "unused"))
}

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

  init(opener: RouteStoreOpener, loop: MainLoop) {
    let viewModel = HistoryViewModel(
      with: HistoryViewModel.Dependency(
        opener: opener,
        backgroundScheduler: SerialDispatchQueueScheduler(
          internalSerialQueueName: "history", loop: loop),
        wireframe: wireframe))
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
  private(set) var exportEnabled: [Bool] = []
  private(set) var deletions = 0
  private let disposeBag = DisposeBag()

  init(
    route: Route, store: Result<RouteStore, StoreError>, opener: RouteStoreOpener,
    loop: MainLoop, exportDirectory: URL
  ) {
    let viewModel = RouteDetailViewModel(
      with: RouteDetailViewModel.Dependency(
        route: route, store: store, opener: opener,
        backgroundScheduler: SerialDispatchQueueScheduler(
          internalSerialQueueName: "detail", loop: loop),
        exportDirectory: exportDirectory, wireframe: wireframe))
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
    output.isExportEnabled.drive(onNext: { [unowned self] in exportEnabled.append($0) })
      .disposed(by: disposeBag)
    output.loadFailed.emit(onNext: nil).disposed(by: disposeBag)
    output.exported.emit(onNext: nil).disposed(by: disposeBag)
    output.deleted.emit(onNext: { [unowned self] in deletions += 1 }).disposed(by: disposeBag)
  }
}
