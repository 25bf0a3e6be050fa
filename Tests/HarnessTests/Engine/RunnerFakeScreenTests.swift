import CoreLocationLite
import Foundation
import MainLoop
import Networking
import SceneContract
import UIKitLite
import WebKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

// MARK: - A fake feature screen for runner tests

/// How a fake variant misbehaves, so tests can watch the harness catch it.
struct FakeQuirks {
  /// The third tap on `incrementButton` adds two instead of one.
  var miscountsThirdTap = false
  /// The model keeps itself alive (a retain cycle), so teardown leaks it.
  var leaksModel = false
  /// Every tap sets the label twice.
  var rendersTwice = false
  /// Subscribes to a fake runtime on load and never unsubscribes.
  var leaksSubscription = false
  /// Makes a web view on load that keeps itself alive (an associated object cycle), without
  /// listing it among the scene's components.
  var leaksWebView = false
}

/// Stands in for a runtime's global live-subscription counter.
@MainActor
final class FakeSubscriptions {
  var live = 0
}

/// The fake screen's state.
@MainActor
final class FakeModel {
  var count = 0
  var cycle: FakeModel?
}

/// A small screen with one of every widget kind the scenario language drives, plus a timer,
/// a location manager and an HTTP request.
@MainActor
final class FakeViewController: ViewController {
  let model: FakeModel
  let quirks: FakeQuirks
  let environment: SceneEnvironment
  let subscriptions: FakeSubscriptions
  let root = View(identifier: "fakeScreen")
  let valueLabel = Label(identifier: "valueLabel")
  let incrementButton = Button(identifier: "incrementButton", title: "+1")
  let disabledButton = Button(identifier: "disabledButton", title: "Off")
  let laterButton = Button(identifier: "laterButton", title: "Later")
  let askButton = Button(identifier: "askButton", title: "Ask")
  let pushButton = Button(identifier: "pushButton", title: "More")
  let fetchButton = Button(identifier: "fetchButton", title: "Fetch")
  let nameField = TextField(identifier: "nameField")
  let nameLabel = Label(identifier: "nameLabel")
  let modeControl = SegmentedControl(identifier: "modeControl", items: ["one", "two"])
  let tabBar = TabBar(
    identifier: "tabBar",
    items: [TabBarItem(title: "start", tag: 0), TabBarItem(title: "stop", tag: 1)])
  let table = TableView(identifier: "table")
  let map = MapView(identifier: "map")
  let eventLabel = Label(identifier: "eventLabel")
  let fixLabel = Label(identifier: "fixLabel")
  let hiddenLabel = Label(identifier: "hiddenLabel", text: "secret")
  var locationManager: LocationManager?
  /// Work started and not yet done, cancelled when the screen goes away as a tidy scene does.
  private var pending: [HTTPTask] = []
  private var timers: [ScheduledWork] = []
  var edits = 0
  var taps = 0

  init(
    model: FakeModel, quirks: FakeQuirks, environment: SceneEnvironment,
    subscriptions: FakeSubscriptions
  ) {
    self.model = model
    self.quirks = quirks
    self.environment = environment
    self.subscriptions = subscriptions
    super.init()
    title = "Fake"
  }

  override func loadView() {
    for widget in [
      valueLabel, incrementButton, disabledButton, laterButton, askButton, pushButton,
      fetchButton, nameField, nameLabel, modeControl, tabBar, table, map, eventLabel, fixLabel,
      hiddenLabel,
    ] {
      root.addSubview(widget)
    }
    setView(root)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    disabledButton.isEnabled = false
    hiddenLabel.isHidden = true
    incrementButton.addTarget(self, action: FakeViewController.incrementTapped, for: .touchUpInside)
    disabledButton.addTarget(self, action: FakeViewController.incrementTapped, for: .touchUpInside)
    laterButton.addTarget(self, action: FakeViewController.laterTapped, for: .touchUpInside)
    askButton.addTarget(self, action: FakeViewController.askTapped, for: .touchUpInside)
    pushButton.addTarget(self, action: FakeViewController.pushTapped, for: .touchUpInside)
    fetchButton.addTarget(self, action: FakeViewController.fetchTapped, for: .touchUpInside)
    nameField.addTarget(self, action: FakeViewController.nameEdited, for: .editingChanged)
    modeControl.addTarget(self, action: FakeViewController.modeChanged, for: .valueChanged)
    tabBar.delegate = self
    table.dataSource = self
    table.delegate = self
    table.reloadData()
    map.delegate = self
    map.addAnnotations([
      MapAnnotation(
        id: "shop1", title: "Ramen", coordinate: LocationCoordinate2D(latitude: 35, longitude: 139))
    ])
    let manager = environment.makeLocationManager()
    manager.delegate = self
    manager.startUpdatingLocation()
    locationManager = manager
    if quirks.leaksModel { model.cycle = model }
    if quirks.leaksSubscription { subscriptions.live += 1 }
    if quirks.leaksWebView {
      let webView = environment.makeWebView()
      webView.setAssociatedObject(webView, forKey: ObjectIdentifier(FakeQuirks.self))
    }
    showCount()
  }

  private func showCount() {
    valueLabel.text = String(model.count)
  }

  private func incrementTapped() {
    taps += 1
    model.count += quirks.miscountsThirdTap && taps == 3 ? 2 : 1
    if quirks.rendersTwice { valueLabel.text = "…" }
    showCount()
  }

  private func laterTapped() {
    timers.append(
      environment.mainLoop.schedule(after: .milliseconds(500)) { [weak self] in
        self?.eventLabel.text = "later"
      })
  }

  private func askTapped() {
    let alert = AlertController(title: "Confirm", message: "Proceed?")
    alert.addAction(
      AlertAction(title: "OK", style: .default) { [weak self] _ in
        self?.eventLabel.text = "confirmed"
      })
    alert.addAction(
      AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.eventLabel.text = "cancelled"
      })
    present(alert, animated: true)
  }

  private func pushTapped() {
    let detail = ViewController()
    detail.setView(View(identifier: "detailScreen"))
    detail.view.addSubview(Label(identifier: "detailLabel", text: "detail"))
    navigationController?.pushViewController(detail, animated: true)
  }

  private func fetchTapped() {
    let url =
      URL(string: "https://example.test/search?lat=35.5&keyword=ramen") ?? URL(fileURLWithPath: "/")
    let task = environment.httpClient.send(HTTPRequest(url: url, timeout: 2)) {
      [weak self] result in
      switch result {
      case .success(let response): self?.eventLabel.text = "status \(response.statusCode)"
      case .failure(let error): self?.eventLabel.text = "failed: \(error)"
      }
    }
    pending.append(task)
  }

  isolated deinit {
    for task in pending { task.cancel() }
    for timer in timers { timer.cancel() }
  }

  private func nameEdited() {
    edits += 1
    nameLabel.text = "\(nameField.text ?? "") (\(edits))"
  }

  private func modeChanged() {
    eventLabel.text =
      "mode \(modeControl.titleForSegment(at: modeControl.selectedSegmentIndex) ?? "")"
  }
}

extension FakeViewController: TabBarDelegate, TableViewDataSource, TableViewDelegate,
  MapViewDelegate, LocationManagerDelegate
{
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    eventLabel.text = "tab \(item.title)"
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    TableViewCell(text: ["a", "b", "c"][row])
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    eventLabel.text = "row \(row)"
  }

  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    eventLabel.text = "marker \(annotation.id)"
  }

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withTime, .withColonSeparatorInTime]
    fixLabel.text = locations.map {
      "\($0.coordinate.latitude),\($0.coordinate.longitude) ±\($0.horizontalAccuracy)"
        + " v\($0.speed) @\(formatter.string(from: $0.timestamp))"
    }.joined(separator: " | ")
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    eventLabel.text = "auth \(status.rawValue)"
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    eventLabel.text = "location error \(error)"
  }
}
