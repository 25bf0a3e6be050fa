import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import BondVariant

/// The Bond history and route detail view models, observed through their properties and
/// signals as the controllers bind them, on a virtual main loop: reads and exports run off the
/// main thread and land after the loop's work latency.
@MainActor
@Suite("Bond route history view models")
struct BondHistoryViewModelTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  /// Connections off the main thread to the database the tests' stores share.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "bond-history-\(UUID().uuidString)")
  private let bag = DisposeBag()

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
            horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: Double(index) * 30))
        }, to: route.id)
    }
    return store
  }

  private func history(_ store: RouteStore) -> HistoryViewModel {
    HistoryViewModel(
      store: .success(store), opener: opener, mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
  }

  private func detail(_ title: String, in store: RouteStore, folder: URL) throws
    -> RouteDetailViewModel
  {
    let route = try #require(try store.route(titled: title))
    return RouteDetailViewModel(
      route: route, store: store, opener: opener, mainLoop: loop, documentsDirectory: folder)
  }

  // MARK: - History

  @Test func routesLandAfterTheWorkLatencyNewestFirst() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [])])
    let viewModel = history(store)
    var landed = 0
    viewModel.readsLanded.observeNext { landed += 1 }.dispose(in: bag)
    loop.workLatency = .milliseconds(40)
    viewModel.reload()
    loop.advance(by: .milliseconds(39))
    #expect(viewModel.routes.array.isEmpty && landed == 0, "still reading")
    #expect(viewModel.isEmptyHistoryHidden.value, "nothing is known yet")
    loop.advance(by: .milliseconds(1))
    #expect(viewModel.routes.array.map(\.title) == ["New", "Old"])
    #expect(viewModel.routes.array.map(Text.historyRowDetail) == [
      "0 points, 0.0 m, 0:00:00", "2 points, 111.2 m, 0:00:30",
    ])
    #expect(viewModel.isEmptyHistoryHidden.value && landed == 1)
    #expect(opener.openConnections == 0, "the read's connection closed with it")
  }

  @Test func aNewerReadReplacesAnOlderOneStillRunning() throws {
    let store = try store(routes: [("Old", [35.0])])
    let viewModel = history(store)
    var counts: [Int] = []
    viewModel.routes.observeNext { counts.append($0.collection.count) }.dispose(in: bag)
    loop.workLatency = .milliseconds(40)
    viewModel.reload()
    loop.advance(by: .milliseconds(20))
    _ = try store.createRoute(title: "New")
    viewModel.reload()
    loop.advance(by: .milliseconds(100))
    #expect(counts == [0, 2], "only the newer read landed")
    #expect(loop.appWork(scheduledSince: 0) == 0)
  }

  @Test func aReadEndsWithItsViewModel() throws {
    let store = try store(routes: [("Old", [35.0])])
    var viewModel: HistoryViewModel? = history(store)
    var landed = false
    viewModel?.readsLanded.observeNext { landed = true }.dispose(in: bag)
    loop.workLatency = .milliseconds(40)
    viewModel?.reload()
    loop.advance(by: .milliseconds(10))
    viewModel = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    loop.advance(by: .milliseconds(100))
    #expect(!landed)
    #expect(opener.openConnections == 0)
  }

  @Test func aDamagedDatabaseShowsNoRowsTheLabelAndItsError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bond-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("footprints.sqlite")
    try Data(repeating: 7, count: 4096).write(to: file)
    let viewModel = HistoryViewModel(
      store: .failure(.notADatabase(path: file.path)),
      opener: RouteStoreOpener(storage: .file(file), memoryName: "unused"), mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    var errors: [String] = []
    viewModel.errorMessages.observeNext { errors.append($0) }.dispose(in: bag)
    viewModel.reload()
    loop.advance(by: .zero)
    #expect(errors == [StoreError.notADatabase(path: file.path).message])
    #expect(viewModel.routes.array.isEmpty && !viewModel.isEmptyHistoryHidden.value)
  }

  @Test func aSelectedRowRequestsItsRoutesDetail() throws {
    let store = try store(routes: [("Old", [35.0, 35.001]), ("New", [36.0])])
    let viewModel = history(store)
    var requested: [String] = []
    viewModel.routeDetailRequests.observeNext { requested.append($0.title) }.dispose(in: bag)
    viewModel.reload()
    loop.advance(by: .zero)
    viewModel.selectRoute(at: 1)
    viewModel.selectRoute(at: 2)
    #expect(requested == ["Old"], "row 2 does not exist")
  }

  // MARK: - Route detail

  @Test func theTrackAndItsFiguresLandAfterTheWorkLatency() throws {
    let store = try store(routes: [("Walk", [35.0, 35.001])])
    let detail = try detail("Walk", in: store, folder: RouteRecorderSceneHost.noDocuments)
    loop.workLatency = .milliseconds(30)
    detail.load()
    loop.advance(by: .milliseconds(29))
    #expect(detail.figuresText.value == "" && detail.coordinates.value.isEmpty)
    #expect(detail.titleText == "Walk")
    loop.advance(by: .milliseconds(1))
    #expect(detail.figuresText.value == "2 points, 111.2 m, 0:00:30")
    #expect(detail.coordinates.value.map(\.latitude) == [35.0, 35.001])
    #expect(opener.openConnections == 0)
  }

  @Test func aTrackReadEndsWithItsViewModel() throws {
    let store = try store(routes: [("Walk", [35.0])])
    var detail: RouteDetailViewModel? = try detail(
      "Walk", in: store, folder: RouteRecorderSceneHost.noDocuments)
    loop.workLatency = .milliseconds(30)
    detail?.load()
    detail = nil
    #expect(loop.appWork(scheduledSince: 0) == 0, "the read was cancelled")
    loop.advance(by: .milliseconds(100))
    #expect(opener.openConnections == 0)
  }

  @Test func anExportDisablesExportUntilItLandsWithItsMessage() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bond-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try store(routes: [(#"A "quoted" <walk> 🏯"#, [35.0, 35.5])])
    let route = try #require(try store.routes().first)
    let detail = try detail(route.title, in: store, folder: folder)
    var exporting: [Bool] = []
    var messages: [String] = []
    detail.isExporting.observeNext { exporting.append($0) }.dispose(in: bag)
    detail.exportedMessages.observeNext { messages.append($0) }.dispose(in: bag)
    loop.workLatency = .milliseconds(30)
    detail.exportRoute()
    detail.exportRoute()
    loop.advance(by: .milliseconds(29))
    #expect(exporting == [false, true] && messages.isEmpty, "still writing; one export")
    loop.advance(by: .milliseconds(1))
    #expect(exporting == [false, true, false])
    let fileName = Text.exportFileName(route)
    #expect(messages == [Text.exportedMessage(route, fileName: fileName)])
    let track = try GPXReader.read(contentsOf: folder.appendingPathComponent(fileName))
    #expect(track.name == route.title)
    #expect(track.points == (try store.footprints(of: route.id).map(\.location)))
  }

  @Test func deletionAndAFailedExportAreErrors() throws {
    let store = try store(routes: [("Walk", [35.0])])
    let route = try #require(try store.route(titled: "Walk"))
    let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    let detail = try detail("Walk", in: store, folder: missing)
    var errors: [String] = []
    var deletions = 0
    detail.errorMessages.observeNext { errors.append($0) }.dispose(in: bag)
    detail.deletions.observeNext { deletions += 1 }.dispose(in: bag)
    detail.exportRoute()
    loop.advance(by: .zero)
    detail.deleteRoute()
    detail.deleteRoute()
    let reason = #"Cannot write GPX file "route-\#(route.id).gpx": its folder does not exist."#
    #expect(errors == [Text.exportFailedMessage(route, reason: reason), Text.routeNotFoundError])
    #expect(deletions == 1)
    #expect(detail.deleteAlertMessage == #"Delete "Walk" and its 1 point?"#)
  }

  @Test("the history screen's observations end with it while its view model lives on")
  func historyObservationsEndWithTheController() throws {
    let viewModel = history(try store(routes: [("Walk", [35])]))
    let before = BondResources.liveSubscriptions
    var controller: HistoryViewController? = HistoryViewController(viewModel: viewModel)
    weak let released = controller
    _ = controller?.view
    #expect(BondResources.liveSubscriptions > before)
    controller = nil
    #expect(released == nil)
    #expect(BondResources.liveSubscriptions == before, "no observation outlives its screen")
    loop.advance(by: .seconds(1))
  }
}
