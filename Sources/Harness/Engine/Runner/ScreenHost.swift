import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import UIKitLite

/// One simulated phone running one feature's screen: the virtual main loop, location device,
/// fixture HTTP client, disk and window, and weak references to the scene's objects for leak
/// checks.
///
/// The environment outlives the screen, so `restart` builds a new screen on the same device,
/// HTTP client and disk (the route database file included). The environment's clock reads
/// virtual time from `SceneEnvironment.virtualEpoch`, the epoch of automatic fix stamps too.
@MainActor
final class ScreenHost {
  /// Where the route recorder keeps its database.
  enum Storage {
    /// A file on the phone's disk (scenarios: a restart reopens it).
    case file
    /// An in-memory database shared by the screens of this host (timing runs).
    case inMemory
  }

  let mainLoop = MainLoop(mode: .virtual)
  let device = SimulatedLocationDevice()
  let http: FixtureHTTPClient
  let phone = PhoneStorage()
  let tracks: TrackLibrary
  let environment: SceneEnvironment
  let window = Window()
  private let builder: SceneBuilder
  private let liveSubscriptions: @MainActor () -> Int
  private var components: [WeakComponent] = []
  private var subscriptionsBefore = 0
  private var managersBefore = 0
  private var webViewsBefore = 0
  /// Whether a screen is shown (false before the first load and after a teardown).
  private(set) var isShowing = false

  init(
    builder: @escaping SceneBuilder, fixturesRoot: URL, tracks: TrackLibrary,
    launchOptions: LaunchOptions, storage: Storage = .file,
    liveSubscriptions: @escaping @MainActor () -> Int
  ) {
    http = FixtureHTTPClient(
      loop: mainLoop, responder: FixtureResponder.make(fixturesRoot: fixturesRoot))
    self.tracks = tracks
    let routeStorage: RouteStore.Storage =
      storage == .file ? .file(phone.databaseURL) : .inMemory
    environment = SceneEnvironment(
      mainLoop: mainLoop, locationDevice: device, httpClient: http, routeStorage: routeStorage,
      documentsDirectory: phone.documentsDirectory, launchOptions: launchOptions,
      webPages: WebPageFixtures.make(fixturesRoot: fixturesRoot))
    self.builder = builder
    self.liveSubscriptions = liveSubscriptions
  }

  /// Everything the host does to the screen runs inside ``MainLoop/drive(_:)``, so the jobs of
  /// Swift concurrency code (tasks, resumptions, main-actor hops) run on the loop's turns, in
  /// one order, like its timers.
  ///
  /// Builds the scene, shows it and lets it settle; from here on its objects are held weakly.
  func show() {
    subscriptionsBefore = liveSubscriptions()
    managersBefore = device.liveManagerCount
    webViewsBefore = environment.webViewConfiguration.liveWebViewCount
    mainLoop.drive {
      showScene()
      mainLoop.runUntilIdle()
    }
    isShowing = true
  }

  /// Takes the screen off the window and lets the loop drain, releasing what the harness held.
  func dismantle() {
    mainLoop.drive {
      window.rootViewController = nil
      mainLoop.runUntilIdle()
    }
    isShowing = false
  }

  /// What the last dismantled screen left alive: its objects, and subscriptions started since
  /// it was built.
  func leakReport() -> LeakReport {
    var leaked = components.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    components = []
    let managers = device.liveManagerCount - managersBefore
    let listed = leaked.filter { $0 == String(describing: LocationManager.self) }.count
    if managers > listed {
      leaked += Array(repeating: String(describing: LocationManager.self), count: managers - listed)
    }
    leaked += unlistedLeaks(
      of: "WKWebView",
      count: environment.webViewConfiguration.liveWebViewCount - webViewsBefore, among: leaked)
    return LeakReport(
      leakedComponents: leaked, liveSubscriptions: liveSubscriptions() - subscriptionsBefore)
  }

  /// The root view of the screen on display, if it is loaded.
  var visibleView: View? {
    guard let controller = window.visibleViewController, controller.isViewLoaded else {
      return nil
    }
    return controller.view
  }

  /// `count` leaked objects of the type named `name`, less those `leaked` already lists.
  private func unlistedLeaks(of name: String, count: Int, among leaked: [String]) -> [String] {
    let listed = leaked.filter { $0 == name }.count
    return Array(repeating: name, count: max(count - listed, 0))
  }

  private func showScene() {
    let scene = builder(environment)
    components = scene.components.map(WeakComponent.init)
    window.rootViewController = scene.rootViewController
  }
}

/// What a torn-down screen left behind.
struct LeakReport: Equatable {
  var leakedComponents: [String]
  var liveSubscriptions: Int

  var isClean: Bool { leakedComponents.isEmpty && liveSubscriptions == 0 }
}

private struct WeakComponent {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
