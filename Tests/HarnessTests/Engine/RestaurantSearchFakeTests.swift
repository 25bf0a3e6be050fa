import CoreLocationLite
import Domain
import Foundation
import Engine
import Reports
import ScenarioLanguage
import MainLoop
import Networking
import SceneContract
import Testing
import UIKitLite

/// A restaurant search written in the test, straight from `BEHAVIOR.md`, with switchable
/// flaws: the faithful one must pass every scenario on its own, and each flaw must be caught
/// by the scenarios written for it (see `RestaurantSearchFlawTests`).
@MainActor
final class FakeRestaurantSearchController: ViewController, LocationManagerDelegate,
  MapViewDelegate
{
  /// Ways to get the behaviour wrong.
  struct Flaws: OptionSet, Sendable {
    let rawValue: Int
    /// Neither cancels nor ignores a superseded search.
    static let showsSupersededAnswers = Flaws(rawValue: 1 << 0)
    /// Searches on every edit instead of after 500 ms of quiet.
    static let searchesOnEveryEdit = Flaws(rawValue: 1 << 1)
    /// Centres the map on every fix.
    static let followsEveryFix = Flaws(rawValue: 1 << 2)
    /// Keeps the request alive after teardown, holding the controller strongly.
    static let holdsItselfWhileSearching = Flaws(rawValue: 1 << 3)
    /// Never asks for location permission.
    static let neverAsksForPermission = Flaws(rawValue: 1 << 4)
    /// Asks for "always" access instead of "when in use".
    static let asksForAlwaysPermission = Flaws(rawValue: 1 << 5)
    /// Keeps receiving fixes in the background.
    static let updatesInBackground = Flaws(rawValue: 1 << 6)
  }

  private let flaws: Flaws
  private let api: HotpepperAPI
  private let loop: MainLoop
  private let locationManager: LocationManager
  private let keywordField = TextField(identifier: "keywordField")
  private let searchButton = Button(identifier: "searchButton", title: "Search")
  private let indicator = ActivityIndicator(identifier: "activityIndicator")
  private let mapView = MapView(identifier: "mapView")
  private let leftOutLabel = Label(identifier: "leftOutLabel")
  private let infoWindow = View(identifier: "infoWindow")
  private let labels = ["infoNameLabel", "infoGenreLabel", "infoPhotoLabel"].map {
    Label(identifier: $0)
  }
  private var location: LocationCoordinate2D?
  private var hasCentred = false
  private var shops: [Shop] = []
  private var search: HTTPTask?
  private var decodingJob: WorkItem?
  private lazy var decoding = WorkQueue(label: "fake.decoding", loop: loop)
  private var generation = 0
  private var debounce: ScheduledWork?

  init(environment: SceneEnvironment, flaws: Flaws) {
    self.flaws = flaws
    api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    loop = environment.mainLoop
    locationManager = environment.makeLocationManager()
    super.init()
  }

  /// A builder registering this screen, faithful or with `flaws`.
  static func builder(_ flaws: Flaws = []) -> SceneBuilder {
    { environment in
      let controller = FakeRestaurantSearchController(environment: environment, flaws: flaws)
      return Scene(rootViewController: controller, components: [controller])
    }
  }

  override func loadView() {
    let screen = FakeScreen(identifier: "restaurantSearchScreen")
    searchButton.isEnabled = false
    infoWindow.isHidden = true
    leftOutLabel.isHidden = true
    for label in labels { infoWindow.addSubview(label) }
    for view in [keywordField, searchButton, indicator, mapView, leftOutLabel, infoWindow] {
      screen.addSubview(view)
    }
    setView(screen)
  }

  override func viewDidLoad() {
    searchButton.addTarget(
      self, action: FakeRestaurantSearchController.searchNow, for: .touchUpInside)
    keywordField.addTarget(
      self, action: FakeRestaurantSearchController.keywordChanged, for: .editingChanged)
    mapView.delegate = self
    locationManager.delegate = self
    if flaws.contains(.asksForAlwaysPermission) {
      locationManager.requestAlwaysAuthorization()
    } else if !flaws.contains(.neverAsksForPermission) {
      locationManager.requestWhenInUseAuthorization()
    }
    locationManager.allowsBackgroundLocationUpdates = flaws.contains(.updatesInBackground)
    locationManager.startUpdatingLocation()
  }

  override func viewWillDisappear(_ animated: Bool) {
    debounce?.cancel()
    if !flaws.contains(.holdsItselfWhileSearching) {
      search?.cancel()
      decodingJob?.cancel()
    }
    locationManager.stopUpdatingLocation()
  }

  // MARK: - Events

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid)?.coordinate else { return }
    if !hasCentred || flaws.contains(.followsEveryFix) {
      hasCentred = true
      mapView.setCenter(fix, zoomLevel: RestaurantSearchRules.firstFixZoomLevel)
    }
    if location == nil { searchButton.isEnabled = true }
    location = fix
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    guard RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) else { return }
    location = nil
    searchButton.isEnabled = false
  }

  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    guard let shop = shops.first(where: { $0.id == annotation.id }) else { return }
    labels[0].text = RestaurantSearchStrings.infoWindowName(for: shop)
    labels[1].text = RestaurantSearchStrings.infoWindowGenre(for: shop)
    labels[2].text = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    infoWindow.isHidden = false
  }

  private func keywordChanged() {
    guard !flaws.contains(.searchesOnEveryEdit) else { return searchNow() }
    debounce?.cancel()
    debounce = loop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in self?.searchNow()
    }
  }

  private func searchNow() {
    guard let location else { return }
    let supersedes = !flaws.contains(.showsSupersededAnswers)
    if supersedes { search?.cancel() }
    generation += 1
    let current = generation
    indicator.startAnimating()
    let keyword = keywordField.text
    if supersedes { decodingJob?.cancel() }
    let query = RestaurantSearchQuery(coordinate: location, keyword: keyword)
    if flaws.contains(.holdsItselfWhileSearching) {
      search = api.fetchShops(query) { self.decode($0) { self.show($0) } }
    } else {
      search = api.fetchShops(query) { [weak self] answer in
        self?.decode(answer) { [weak self] result in
          guard let self, !supersedes || current == self.generation else { return }
          self.show(result)
        }
      }
    }
  }

  /// Decodes `answer` off the main thread and hands the result to `show` back on main.
  private func decode(
    _ answer: HotpepperAPI.Answer,
    show: @escaping @MainActor @Sendable (HotpepperAPI.SearchResult) -> Void
  ) {
    let main = loop.main
    decodingJob = decoding.async {
      let result = HotpepperAPI.searchResult(from: answer)
      main.async { show(result) }
    }
  }

  // MARK: - Answers

  private func show(_ result: HotpepperAPI.SearchResult) {
    indicator.stopAnimating()
    switch result {
    case .success(let found):
      shops = found.shops
      mapView.removeAnnotations(mapView.annotations)
      infoWindow.isHidden = true
      mapView.addAnnotations(found.shops.map(Self.annotation))
      leftOutLabel.text = RestaurantSearchStrings.leftOutNotice(count: found.leftOutCount)
      leftOutLabel.isHidden = found.leftOut.isEmpty
      if found.shops.isEmpty {
        alert(
          RestaurantSearchStrings.noShopsAlertTitle, RestaurantSearchStrings.noShopsAlertMessage)
      }
    case .failure(let error):
      alert(
        RestaurantSearchStrings.failureAlertTitle,
        RestaurantSearchStrings.failureAlertMessage(for: error))
    }
  }

  private func alert(_ title: String, _ message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: RestaurantSearchStrings.alertOKButtonTitle, style: .default))
    present(alert, animated: true)
  }

  private static func annotation(_ shop: Shop) -> MapAnnotation {
    MapAnnotation(
      id: shop.id, title: RestaurantSearchStrings.markerTitle(for: shop),
      subtitle: RestaurantSearchStrings.markerSubtitle(for: shop), coordinate: shop.coordinate)
  }
}

/// The fake's root view, shown as a screen in snapshots.
@MainActor
final class FakeScreen: View {
  override var snapshotKind: String { "screen" }
}

@Suite("Restaurant-search scenarios on a fake written from BEHAVIOR.md")
@MainActor
struct RestaurantSearchFakeTests {
  @Test(
    "the faithful fake passes every scenario and frees itself",
    arguments: RestaurantSearchScenarios.names)
  func faithfulFakePasses(_ name: String) throws {
    let run = try RestaurantSearchScenarios.run(name, on: FakeRestaurantSearchController.builder())
    #expect(run.expectationFailures.isEmpty, "\(run.expectationFailures)")
    #expect(run.error == nil, "\(String(describing: run.error))")
    #expect(run.leakedComponents.isEmpty)
  }
}
