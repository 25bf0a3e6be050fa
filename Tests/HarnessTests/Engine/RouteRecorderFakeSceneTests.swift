import StyleNames
import CoreLocationLite
import Domain
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

// MARK: - A fake route recorder, written from Scenarios/route-recorder/BEHAVIOR.md

/// A screen root that snapshots as `screen <id>`, as the shared storyboards do.
@MainActor
final class FakeScreenView: View {
  override var snapshotKind: String { "screen" }
}

/// The route recorder as one plain controller per screen: the harness's own stand-in for a
/// variant, so its route-recorder steps and the scenarios can be checked without one.
enum FakeRecorder {
  /// A variant whose route recorder is the fake.
  static func scenes(_ variant: VariantID) -> StyleDeclaration {
    scenes(variant, flaws: [])
  }

  /// A variant whose route recorder is the fake, with `flaws`.
  static func scenes(_ variant: VariantID, flaws: FakeRecorderController.Flaws)
    -> StyleDeclaration
  {
    StyleDeclaration.testing(variant,
      builders: [
        .routeRecorder: { environment in
          let recorder = FakeRecorderController(environment: environment, flaws: flaws)
          return Scene(
            rootViewController: NavigationController(rootViewController: recorder),
            components: [recorder])
        }
      ])
  }
}

@MainActor
final class FakeRecorderController: ViewController {
  typealias Text = RouteRecorderStrings

  /// Ways to get the permission request or background recording wrong.
  struct Flaws: OptionSet, Sendable {
    let rawValue: Int
    /// Never asks for location permission.
    static let neverAsksForPermission = Flaws(rawValue: 1 << 0)
    /// Asks for "when in use" access instead of "always".
    static let asksForWhenInUsePermission = Flaws(rawValue: 1 << 1)
    /// Does not allow background updates.
    static let stopsInBackground = Flaws(rawValue: 1 << 2)
    /// Allows background updates without the status bar's indicator.
    static let hidesBackgroundIndicator = Flaws(rawValue: 1 << 3)
  }

  let environment: SceneEnvironment
  let flaws: Flaws
  let permissionBanner = Label(identifier: "permissionBanner", text: Text.permissionBannerText)
  let titleField = TextField(identifier: "titleField", placeholder: Text.titlePlaceholder)
  let accuracyControl = SegmentedControl(identifier: "accuracyControl", items: Text.accuracyTitles)
  let statusLabel = Label(identifier: "statusLabel")
  let mapView = MapView(identifier: "mapView")
  let startItem = TabBarItem(title: Text.startTabTitle, tag: 0)
  let stopItem = TabBarItem(title: Text.stopTabTitle, tag: 1)
  let footprintsItem = TabBarItem(title: Text.footprintsTabTitle, tag: 2)
  let historyItem = TabBarItem(title: Text.historyTabTitle, tag: 3)
  lazy var tabBar = TabBar(
    identifier: "tabBar", items: [startItem, stopItem, footprintsItem, historyItem])
  var manager: LocationManager?
  var store: Result<RouteStore, StoreError> = .failure(.emptyTitle)
  /// The route being recorded.
  var recording: Route?
  /// The points of the route being recorded, else of the last one recorded on this screen.
  var points: [LocationCoordinate2D] = []
  var overlay: Polyline?

  init(environment: SceneEnvironment, flaws: Flaws = []) {
    self.environment = environment
    self.flaws = flaws
    super.init()
  }

  override func loadView() {
    let root = FakeScreenView(identifier: "recorderScreen")
    for widget in [permissionBanner, titleField, accuracyControl, statusLabel, mapView, tabBar] {
      root.addSubview(widget)
    }
    setView(root)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    accuracyControl.selectedSegmentIndex = AccuracySetting.initial.rawValue
    stopItem.isEnabled = false
    accuracyControl.addTarget(
      self, action: FakeRecorderController.accuracyChanged, for: .valueChanged)
    tabBar.delegate = self
    let manager = environment.makeLocationManager()
    manager.delegate = self
    AccuracySetting.initial.apply(to: manager)
    manager.allowsBackgroundLocationUpdates = !flaws.contains(.stopsInBackground)
    manager.showsBackgroundLocationIndicator = !flaws.contains(.hidesBackgroundIndicator)
    if flaws.contains(.asksForWhenInUsePermission) {
      manager.requestWhenInUseAuthorization()
    } else if !flaws.contains(.neverAsksForPermission) {
      manager.requestAlwaysAuthorization()
    }
    self.manager = manager
    permissionBanner.isHidden = manager.authorizationStatus == .authorizedAlways
    statusLabel.text = Text.idleStatus
    store = Result { () throws(StoreError) in try environment.openRouteStore() }
    if case .failure(let error) = store { showError(error.message) }
  }

  func showError(_ message: String) {
    let alert = AlertController(title: Text.errorAlertTitle, message: message)
    alert.addAction(AlertAction(title: Text.okActionTitle, style: .default))
    present(alert, animated: true)
  }

  private func accuracyChanged() {
    guard let manager, let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex)
    else { return }
    setting.apply(to: manager)
  }

  func finish() {
    manager?.stopUpdatingLocation()
    startItem.isEnabled = true
    stopItem.isEnabled = false
    tabBar.selectedItem = nil
    if let recording {
      statusLabel.text = Text.savedStatus(title: recording.title, pointCount: points.count)
    }
    recording = nil
  }

  func showOverlay(_ shown: Bool) {
    if let overlay { mapView.removeOverlays([overlay]) }
    overlay = shown ? Polyline(coordinates: points) : nil
    if let overlay { mapView.addOverlay(overlay) }
  }
}

// MARK: - Tabs

extension FakeRecorderController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch item.tag {
    case 0: start()
    case 1: confirmStop()
    case 2:
      if !points.isEmpty || recording != nil { showOverlay(overlay == nil) }
      tabBar.selectedItem = recording == nil ? nil : startItem
    default:
      tabBar.selectedItem = recording == nil ? nil : startItem
      let store: RouteStore
      do {
        store = try self.store.get()
      } catch {
        return showError(error.message)
      }
      navigationController?.pushViewController(
        FakeHistoryController(store: store, environment: environment),
        animated: true)
    }
  }

  private func start() {
    let title = titleField.text ?? ""
    let failure: String?
    if RouteRecorderRules.isBlank(title) {
      failure = Text.emptyTitleError
    } else if manager?.authorizationStatus != .authorizedAlways {
      failure = Text.missingPermissionError
    } else {
      failure = begin(title)
    }
    guard let failure else { return }
    tabBar.selectedItem = nil
    showError(failure)
  }

  /// Creates the route and starts updates; the error message when that fails.
  private func begin(_ title: String) -> String? {
    do {
      let store = try store.get()
      guard try !store.exists(title: title) else { return Text.duplicateTitleError(title) }
      recording = try store.createRoute(title: title)
    } catch {
      return error.message
    }
    showOverlay(false)
    points = []
    startItem.isEnabled = false
    stopItem.isEnabled = true
    statusLabel.text = Text.recordingStatus(title: title, pointCount: 0)
    manager?.startUpdatingLocation()
    return nil
  }

  private func confirmStop() {
    let alert = AlertController(title: Text.stopAlertTitle, message: Text.stopAlertMessage)
    alert.addAction(
      AlertAction(title: Text.okActionTitle, style: .default) { [weak self] _ in
        self?.finish()
      })
    alert.addAction(
      AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
        guard let self else { return }
        tabBar.selectedItem = startItem
      })
    present(alert, animated: true)
  }
}

// MARK: - Location

extension FakeRecorderController: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let recording, case .success(let store) = store else { return }
    let recordable = locations.filter(\.isRecordable)
    guard let last = recordable.last else { return }
    do {
      try store.append(recordable, to: recording.id)
    } catch {
      finish()
      return showError(error.message)
    }
    points += recordable.map(\.coordinate)
    statusLabel.text = Text.recordingStatus(title: recording.title, pointCount: points.count)
    mapView.setCenter(last.coordinate, zoomLevel: nil)
    if overlay != nil { showOverlay(true) }
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    permissionBanner.isHidden = status == .authorizedAlways
    if recording != nil, status != .authorizedAlways { finish() }
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard recording != nil, let error = error as? LocationError else { return }
    if error.isFinal { finish() }
    statusLabel.text = Text.locationUnavailable(error)
  }
}

// MARK: - Running it

extension FakeRecorder {
  /// A runner of the fake recorder (as `callback`), with the repository's tracks folder.
  @MainActor
  static func runner(
    variants: [VariantID] = [.callback], flaws: FakeRecorderController.Flaws = []
  ) -> ScenarioRunner {
    ScenarioRunner(
      registry: variants.map { scenes($0, flaws: flaws) }, fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
      tracksRoot: RepositoryScenarios.root.appendingPathComponent("Scenarios/tracks"),
      liveSubscriptions: { 0 })
  }

  /// Plays route-recorder scenario `text` once on the fake.
  @MainActor
  static func run(_ text: String) throws -> ScenarioRun {
    let scenario = try ScenarioLoader.parse(
      text, path: "fake.scenario", feature: .routeRecorder)
    return runner().run(scenario, variant: .callback)
  }
}

// MARK: - Sanity

@Suite("Fake route recorder sanity")
@MainActor
struct RouteRecorderFakeSceneTests {
  @Test func recordsAFixAndShowsItsCount() throws {
    let run = try FakeRecorder.run(
      """
      location authorize authorizedAlways
      type titleField "Walk"
      select tabBar "Start"
      location fix 35.0 139.0
      expect statusLabel.text == "Recording \\"Walk\\" — 1 point"
      expect store route "Walk" points == 1
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
    #expect(run.steps[0].snapshot.lines.first == "screen recorderScreen")
    #expect(run.leakedComponents.isEmpty)
  }
}
