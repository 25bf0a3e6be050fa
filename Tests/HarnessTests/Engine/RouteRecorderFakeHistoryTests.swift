import CoreLocationLite
import Domain
import Foundation
import MainLoop
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

// MARK: - The fake recorder's history and route detail screens

@MainActor
final class FakeHistoryController: ViewController, TableViewDataSource, TableViewDelegate {
  typealias Text = RouteRecorderStrings
  let store: RouteStore
  let environment: SceneEnvironment
  let work: WorkQueue
  let emptyHistoryLabel = Label(identifier: "emptyHistoryLabel", text: Text.emptyHistoryText)
  let historyTable = TableView(identifier: "historyTable")
  var routes: [Route] = []
  var read: WorkItem?

  init(store: RouteStore, environment: SceneEnvironment) {
    self.store = store
    self.environment = environment
    work = WorkQueue(label: "fake.history", loop: environment.mainLoop)
    super.init()
    title = Text.historyScreenTitle
  }

  isolated deinit {
    read?.cancel()
  }

  override func loadView() {
    let root = FakeScreenView(identifier: "historyScreen")
    root.addSubview(emptyHistoryLabel)
    root.addSubview(historyTable)
    setView(root)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    historyTable.dataSource = self
    historyTable.delegate = self
    emptyHistoryLabel.isHidden = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    read?.cancel()
    read = work.async { [opener = environment.routeStoreOpener, main = work.main] in
      let answer = Result { () throws(StoreError) in try opener.open().routes() }
      main.async { [weak self] in self?.show(answer) }
    }
  }

  private func show(_ answer: Result<[Route], StoreError>) {
    routes = (try? answer.get()) ?? []
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !routes.isEmpty
    if case .failure(let error) = answer {
      let alert = AlertController(title: Text.errorAlertTitle, message: error.message)
      alert.addAction(AlertAction(title: Text.okActionTitle, style: .default))
      present(alert, animated: true)
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    routes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    TableViewCell(
      text: Text.historyRowTitle(routes[row]), detailText: Text.historyRowDetail(routes[row]))
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    let detail = FakeRouteDetailController(
      store: store, route: routes[row], environment: environment)
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
final class FakeRouteDetailController: ViewController {
  typealias Text = RouteRecorderStrings
  let store: RouteStore
  let route: Route
  let environment: SceneEnvironment
  let work: WorkQueue
  var trackRead: WorkItem?
  var export: WorkItem?
  let routeTitleLabel = Label(identifier: "routeTitleLabel")
  let routeFiguresLabel = Label(identifier: "routeFiguresLabel")
  let routeMap = MapView(identifier: "routeMap")
  let deleteButton = Button(identifier: "deleteButton", title: Text.deleteButtonTitle)
  let exportButton = Button(identifier: "exportButton", title: Text.exportButtonTitle)

  init(store: RouteStore, route: Route, environment: SceneEnvironment) {
    self.store = store
    self.route = route
    self.environment = environment
    work = WorkQueue(label: "fake.detail", loop: environment.mainLoop)
    super.init()
    title = route.title
  }

  isolated deinit {
    trackRead?.cancel()
    export?.cancel()
  }

  override func loadView() {
    let root = FakeScreenView(identifier: "routeDetailScreen")
    for widget in [routeTitleLabel, routeFiguresLabel, routeMap, deleteButton, exportButton] {
      root.addSubview(widget)
    }
    setView(root)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    routeTitleLabel.text = Text.historyRowTitle(route)
    trackRead = work.async {
      [opener = environment.routeStoreOpener, route, main = work.main] in
      let answer = Result { () throws(StoreError) in try opener.open().footprints(of: route.id) }
      main.async { [weak self] in self?.show(answer) }
    }
    deleteButton.addTarget(
      self, action: FakeRouteDetailController.deleteTapped, for: .touchUpInside)
    exportButton.addTarget(
      self, action: FakeRouteDetailController.exportTapped, for: .touchUpInside)
  }

  private func show(_ answer: Result<[Footprint], StoreError>) {
    let footprints: [Footprint]
    do {
      footprints = try answer.get()
    } catch {
      return showAlert(Text.errorAlertTitle, error.message)
    }
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt,
      figures: RouteFigures(footprints))
    routeFiguresLabel.text = Text.historyRowDetail(measured)
    let coordinates = footprints.map(\.coordinate)
    if let last = coordinates.last {
      routeMap.addOverlay(Polyline(coordinates: coordinates))
      routeMap.setCenter(last, zoomLevel: 16)
    }
  }

  private func showAlert(_ title: String, _ message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    present(alert, animated: true)
  }

  private func deleteTapped() {
    let alert = AlertController(
      title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(route))
    alert.addAction(
      AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
        guard let self else { return }
        try? store.deleteRoute(route.id)
        navigationController?.popViewController(animated: true)
      })
    alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    present(alert, animated: true)
  }

  private func exportTapped() {
    let fileName = Text.exportFileName(route)
    let file = environment.documentsDirectory.appendingPathComponent(fileName)
    exportButton.isEnabled = false
    export = work.async { [opener = environment.routeStoreOpener, route, main = work.main] in
      let answer: (String, String)
      do {
        try GPXWriter.write(try opener.open().gpxTrack(of: route.id), to: file)
        answer = (Text.exportAlertTitle, Text.exportedMessage(route, fileName: fileName))
      } catch {
        answer = (Text.errorAlertTitle, Text.exportFailedMessage(route, reason: "\(error)"))
      }
      main.async { [weak self] in
        self?.exportButton.isEnabled = true
        self?.showAlert(answer.0, answer.1)
      }
    }
  }
}

@Suite("Fake route recorder: history")
@MainActor
struct RouteRecorderFakeHistoryTests {
  @Test func historyListsTheRecordedRoute() throws {
    let run = try FakeRecorder.run(
      """
      declare widgets historyTable
      location authorize authorizedAlways
      type titleField "Walk"
      select tabBar "Start"
      location fix 35.0 139.0
      select tabBar "History"
      expect historyTable.rows == 1
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
    #expect(
      run.steps.last?.snapshot.lines.contains("  row 0 \"Walk\" \"1 point, 0.0 m, 0:00:00\"")
        == true)
  }
}
