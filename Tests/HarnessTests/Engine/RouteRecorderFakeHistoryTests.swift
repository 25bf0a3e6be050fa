import CoreLocationLite
import Domain
import Foundation
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
  let documents: URL
  let emptyHistoryLabel = Label(identifier: "emptyHistoryLabel", text: Text.emptyHistoryText)
  let historyTable = TableView(identifier: "historyTable")
  var routes: [Route] = []

  init(store: RouteStore, documents: URL) {
    self.store = store
    self.documents = documents
    super.init()
    title = Text.historyScreenTitle
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
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    routes = (try? store.routes()) ?? []
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !routes.isEmpty
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    routes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    TableViewCell(
      text: Text.historyRowTitle(routes[row]), detailText: Text.historyRowDetail(routes[row]))
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    let detail = FakeRouteDetailController(store: store, route: routes[row], documents: documents)
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
final class FakeRouteDetailController: ViewController {
  typealias Text = RouteRecorderStrings
  let store: RouteStore
  let route: Route
  let documents: URL
  let routeTitleLabel = Label(identifier: "routeTitleLabel")
  let routeFiguresLabel = Label(identifier: "routeFiguresLabel")
  let routeMap = MapView(identifier: "routeMap")
  let deleteButton = Button(identifier: "deleteButton", title: Text.deleteButtonTitle)
  let exportButton = Button(identifier: "exportButton", title: Text.exportButtonTitle)

  init(store: RouteStore, route: Route, documents: URL) {
    self.store = store
    self.route = route
    self.documents = documents
    super.init()
    title = route.title
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
    routeFiguresLabel.text = Text.historyRowDetail(route)
    let coordinates = ((try? store.footprints(of: route.id)) ?? []).map(\.coordinate)
    if let last = coordinates.last {
      routeMap.addOverlay(Polyline(coordinates: coordinates))
      routeMap.setCenter(last, zoomLevel: 16)
    }
    deleteButton.addTarget(
      self, action: FakeRouteDetailController.deleteTapped, for: .touchUpInside)
    exportButton.addTarget(
      self, action: FakeRouteDetailController.exportTapped, for: .touchUpInside)
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
    let alert: AlertController
    do {
      try GPXWriter.write(
        try store.gpxTrack(of: route.id), to: documents.appendingPathComponent(fileName))
      alert = AlertController(
        title: Text.exportAlertTitle, message: Text.exportedMessage(route, fileName: fileName))
    } catch {
      alert = AlertController(
        title: Text.errorAlertTitle,
        message: Text.exportFailedMessage(route, reason: "\(error)"))
    }
    alert.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    present(alert, animated: true)
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
