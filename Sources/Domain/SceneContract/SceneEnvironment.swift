import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import WebKitLite

/// Everything a screen may depend on, handed to a variant's scene builder by the harness
/// (virtual time, simulated devices) or by the live CLI (wall clock, real network).
@MainActor
public final class SceneEnvironment {
  /// Where timers and completions are delivered.
  public let mainLoop: MainLoop
  /// The simulated phone that feeds every location manager.
  public let locationDevice: SimulatedLocationDevice
  /// The network boundary.
  public let httpClient: HTTPClient
  /// Where the restaurant search sends its requests, and with which key.
  public let hotpepper: HotpepperConfiguration
  /// Where the route recorder keeps its database (see ``openRouteStore()``).
  public let routeStorage: RouteStore.Storage
  /// The app's documents folder (route exports are written here).
  public let documentsDirectory: URL
  /// The clock that stamps new routes: virtual time in scenarios, the wall clock live.
  public let now: () -> Date
  /// Where web views load from: the page fixtures in scenarios (see ``makeWebView()``).
  public let webViewConfiguration: WKWebViewConfiguration
  /// What the screen is launched with (e.g. the counter's `initialCount`).
  public var launchOptions: LaunchOptions
  /// Opens connections to the route database off the main thread (see
  /// ``openRouteStore()`` for the main thread's).
  public nonisolated let routeStoreOpener: RouteStoreOpener

  var sharedInMemoryStore: RouteStore?
  /// Every file store ``openRouteStore()`` opened, weakly, in order.
  var openedStores: [WeakRouteStore] = []
  /// How many file stores ``openRouteStore()`` ever opened.
  public internal(set) var openedStoreCount = 0

  public init(
    mainLoop: MainLoop, locationDevice: SimulatedLocationDevice, httpClient: HTTPClient,
    hotpepper: HotpepperConfiguration = .fixture, routeStorage: RouteStore.Storage = .inMemory,
    documentsDirectory: URL = FileManager.default.temporaryDirectory, now: (() -> Date)? = nil,
    launchOptions: LaunchOptions = LaunchOptions(), webPages: WebPageLibrary = .empty
  ) {
    self.mainLoop = mainLoop
    self.locationDevice = locationDevice
    self.httpClient = httpClient
    self.hotpepper = hotpepper
    self.routeStorage = routeStorage
    self.documentsDirectory = documentsDirectory
    self.now = now ?? Self.virtualClock(of: mainLoop)
    self.launchOptions = launchOptions
    routeStoreOpener = RouteStoreOpener(
      storage: routeStorage, memoryName: "workbench-routes-\(UUID().uuidString)")
    webViewConfiguration = WKWebViewConfiguration(mainLoop: mainLoop, pages: webPages)
  }

  /// The instant virtual time starts at: 2026-01-01T00:00:00Z.
  public static let virtualEpoch = Date(timeIntervalSince1970: 1_767_225_600)

  /// A clock reading the loop's time: virtual time counts from ``virtualEpoch``, live time is
  /// the wall clock.
  public static func virtualClock(of loop: MainLoop) -> () -> Date {
    { [loop] in
      switch loop.mode {
      case .live: return Date()
      case .virtual:
        let elapsed = loop.now.components
        return virtualEpoch.addingTimeInterval(
          Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
      }
    }
  }

  /// A new location manager on this environment's device (what `CLLocationManager()` is on iOS).
  public func makeLocationManager() -> LocationManager {
    LocationManager(device: locationDevice)
  }

  /// A new web view loading this environment's pages on its main loop (what
  /// `WKWebView(frame:configuration:)` is on iOS).
  public func makeWebView() -> WKWebView {
    WKWebView(configuration: webViewConfiguration)
  }
}
