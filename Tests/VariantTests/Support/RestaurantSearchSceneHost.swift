import StyleNames
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Testing
import UIKitLite

/// Shows one variant's restaurant search the way the harness does — virtual main loop,
/// simulated location device, fixture HTTP client answering from `Scenarios/fixtures` — and
/// drives it only through its widgets, the device and the passing of time.
@MainActor
final class RestaurantSearchSceneHost {
  /// The fixture folder of the repository (this file is in `Tests/VariantTests/Support/`).
  nonisolated static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Scenarios/fixtures")

  /// Tokyo Station, where the fixtures have six shops (two with `ramen`, two with `sushi`).
  nonisolated static let tokyoStation = LocationCoordinate2D(
    latitude: 35.681236, longitude: 139.767125)
  /// Shibuya Station, where the fixtures have four shops (one with `ramen`).
  nonisolated static let shibuyaStation = LocationCoordinate2D(
    latitude: 35.658034, longitude: 139.701636)
  /// Shinjuku Station, whose three shops have string coordinates.
  nonisolated static let shinjukuStation = LocationCoordinate2D(
    latitude: 35.690921, longitude: 139.700258)
  /// Mount Fuji's summit, where the fixtures have no shops.
  nonisolated static let mountFuji = LocationCoordinate2D(
    latitude: 35.360556, longitude: 138.727778)

  let variant: VariantID
  let mainLoop = MainLoop(mode: .virtual)
  let device: SimulatedLocationDevice
  let http: FixtureHTTPClient
  let environment: SceneEnvironment
  let window = Window()
  private let builder: SceneBuilder
  private var components: [WeakSceneComponent] = []

  /// Builds `variant`'s restaurant search on a device with `authorization` and shows it.
  init(_ variant: StyleDeclaration, authorization: AuthorizationStatus = .authorizedWhenInUse)
    throws
  {
    self.variant = variant.id
    builder = try #require(
      variant.builder(for: .restaurantSearch), "\(variant.id) has no restaurant search")
    let router = try FixtureRouter(directory: Self.fixturesDirectory)
    device = SimulatedLocationDevice(authorizationStatus: authorization)
    http = FixtureHTTPClient(loop: mainLoop, responder: router.responder)
    environment = SceneEnvironment(mainLoop: mainLoop, locationDevice: device, httpClient: http)
    show()
  }

  // MARK: - Lifecycle

  /// Builds a new screen on the same environment and shows it.
  func show() {
    let scene = builder(environment)
    components = scene.components.map(WeakSceneComponent.init)
    window.rootViewController = scene.rootViewController
    mainLoop.runUntilIdle()
  }

  /// Takes the screen off the window and lets the loop drain, as the harness does.
  func tearDown() {
    window.rootViewController = nil
    mainLoop.runUntilIdle()
  }

  /// How many of the scene's components are still alive.
  var liveComponentCount: Int { components.filter { $0.object != nil }.count }

  /// How many components the scene listed.
  var componentCount: Int { components.count }

  // MARK: - What a user and the world do

  /// A user's tap on the button `identifier`; returns whether the tap reached it.
  @discardableResult
  func tap(_ identifier: String) throws -> Bool {
    try widget(identifier, as: Button.self).tap()
  }

  /// A user's edit leaving the text field `identifier` with `text`.
  func type(_ identifier: String, _ text: String) throws {
    #expect(try widget(identifier, as: TextField.self).type(text))
  }

  /// A user's tap on the marker `id` of the map `identifier`; returns whether it was there.
  @discardableResult
  func selectMarker(_ id: String, on identifier: String = "mapView") throws -> Bool {
    try widget(identifier, as: MapView.self).selectAnnotation(withID: id)
  }

  /// A user's tap on the alert button `title`.
  func tapAlertButton(_ title: String) throws {
    let alert = try #require(window.presentedAlert, "no alert on screen")
    #expect(alert.tapAction(titled: title))
  }

  /// The receiver delivers one batch of fixes, each `(coordinate, accuracy)`.
  func deliver(_ fixes: [(LocationCoordinate2D, Double)]) {
    let stamp = SceneEnvironment.virtualEpoch
    device.deliver(fixes.enumerated().map { index, fix in
      Location(
        coordinate: fix.0, horizontalAccuracy: fix.1,
        timestamp: stamp.addingTimeInterval(Double(index)))
    })
  }

  /// The receiver delivers one valid fix at `coordinate`.
  func deliver(_ coordinate: LocationCoordinate2D) {
    deliver([(coordinate, 5)])
  }

  /// Virtual time passes by `milliseconds`.
  func advance(milliseconds: Int64) {
    mainLoop.advance(by: .milliseconds(milliseconds))
  }

  // MARK: - What a user sees

  /// The screen as text.
  var snapshot: String { window.snapshot().description }

  /// The widget `identifier` on screen, as a `Widget`.
  func widget<Widget: View>(_ identifier: String, as type: Widget.Type) throws -> Widget {
    try #require(
      window.view(withIdentifier: identifier) as? Widget, "no \(Widget.self) \(identifier)")
  }

  /// The map's markers.
  func markers() throws -> [MapAnnotation] {
    try widget("mapView", as: MapView.self).annotations
  }

  /// Whether the activity indicator animates.
  func isSearching() throws -> Bool {
    try widget("activityIndicator", as: ActivityIndicator.self).isAnimating
  }
}

private struct WeakSceneComponent {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
