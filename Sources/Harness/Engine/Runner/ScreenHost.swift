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
///
/// Building and dismantling the screen run inside `MainLoop.drive` (as the engine's steps do),
/// so the jobs of Swift concurrency code — tasks, resumptions, main-actor hops — run on the
/// loop's turns, in one order, like its timers.
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
  /// Where `http answer … body file` finds its files.
  let fixturesRoot: URL
  private let builder: SceneBuilder
  private let liveSubscriptions: @MainActor () -> Int
  private var components: [WeakComponent] = []
  private var subscriptionsBefore = 0
  private var managersBefore = 0
  /// Where the platform's counts stood when the screen was built.
  private var marks = PlatformMarks()
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
    self.fixturesRoot = fixturesRoot
    window.locationDevice = device
  }

  /// Builds the scene, shows it and lets it settle; from here on its objects are held weakly.
  func show() {
    subscriptionsBefore = liveSubscriptions()
    managersBefore = device.liveManagerCount
    marks = PlatformMarks(
      schedule: mainLoop.scheduleMark, requests: http.requests.count,
      managers: device.createdManagerCount, stores: environment.openedStoreCount)
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
      device.appTerminated()
      mainLoop.runUntilIdle()
    }
    isShowing = false
  }

  /// What the last dismantled screen left alive: its objects, subscriptions started since it
  /// was built, and work it started that is still pending.
  func leakReport() -> LeakReport {
    var leaked = components.compactMap { $0.object.map { String(describing: type(of: $0)) } }
    components = []
    leaked += unlistedLeaks(
      of: String(describing: LocationManager.self),
      count: device.liveManagerCount - managersBefore, among: leaked)
    leaked += unlistedLeaks(
      of: "WKWebView",
      count: environment.webViewConfiguration.liveWebViewCount - webViewsBefore, among: leaked)
    return LeakReport(
      leakedComponents: leaked, liveSubscriptions: liveSubscriptions() - subscriptionsBefore,
      pendingWork: pendingWork())
  }

  /// Work the screen started since it was built that is still pending.
  func pendingWork() -> PendingWork {
    PendingWork(
      timers: mainLoop.appWork(scheduledSince: marks.schedule),
      requests: http.inFlightCount(sentSince: marks.requests),
      locationUpdates: device.updatingManagerCount(createdSince: marks.managers),
      databaseConnections: environment.openRouteStoreCount(openedSince: marks.stores))
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
  var pendingWork: PendingWork = .none

  var isClean: Bool { leakedComponents.isEmpty && liveSubscriptions == 0 && pendingWork.isEmpty }

  /// What was left alive, a line per kind; empty when clean.
  var findings: [String] {
    var found: [String] = []
    if !leakedComponents.isEmpty {
      found.append("alive after teardown: \(leakedComponents.joined(separator: ", "))")
    }
    if liveSubscriptions != 0 { found.append("\(liveSubscriptions) live subscriptions") }
    if !pendingWork.isEmpty { found.append("pending after teardown: \(pendingWork.summary)") }
    return found
  }
}

/// Where the platform's counters stood when a screen was built: what it starts later counts
/// as its own.
private struct PlatformMarks {
  var schedule: UInt64 = 0
  var requests = 0
  var managers = 0
  var stores = 0
}

private struct WeakComponent {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
