import AsyncPlatform
import Domain
import Engine
import MainLoop
import Networking
import Reports
import SceneContract

/// What `workbench play restaurant-search --live` puts behind the screen: the wall clock, the
/// real network through `URLSession`, and the Hotpepper key and endpoint from the process
/// environment. The location device stays simulated, driven by `location …` steps as in any
/// scenario, so a search can be tried from anywhere.
@MainActor
public final class PlayLive {
  /// The loop the screen's timers and HTTP completions run on, in real time.
  public let loop: MainLoop
  /// Where the searches go, and with which key.
  public let configuration: HotpepperConfiguration
  /// The longest a step waits for its timers and requests before the screen is printed.
  public let settleTimeout: Duration
  private let client: HTTPClient

  /// The live setup the environment describes: `HOTPEPPER_API_KEY`, and `HOTPEPPER_BASE_URL`
  /// when set (default: the public Gourmet Search v1 endpoint).
  ///
  /// - Throws: ``HotpepperConfigurationError`` when the key is missing or blank, or the base
  ///   URL is not an http(s) URL; nothing has been sent then.
  public init(
    environment: [String: String], settleTimeout: Duration = .seconds(5)
  ) throws(HotpepperConfigurationError) {
    configuration = try HotpepperConfiguration(environment: environment)
    let loop = MainLoop(mode: .live)
    self.loop = loop
    self.settleTimeout = settleTimeout
    client = URLSessionHTTPClient(loop: loop)
  }

  // MARK: - Scenes

  /// A runner like `runner` whose scenes are built on the live environment: this loop, the
  /// `URLSession` client and this configuration, with the simulated device (and launch
  /// options) of the runner's own host, so `location …` steps still reach the screen.
  public func runner(wrapping runner: ScenarioRunner) -> ScenarioRunner {
    let registry = runner.registry.map { style in style.mapBuilders { live($0) } }
    return ScenarioRunner(registry: registry, fixturesRoot: runner.fixturesRoot)
  }

  private func live(_ builder: @escaping SceneBuilder) -> SceneBuilder {
    { [self] simulated in builder(environment(beside: simulated)) }
  }

  /// The live environment sharing `simulated`'s location device, storage and launch options.
  func environment(beside simulated: SceneEnvironment) -> SceneEnvironment {
    SceneEnvironment(
      mainLoop: loop, locationDevice: simulated.locationDevice, httpClient: client,
      hotpepper: configuration, routeStorage: simulated.routeStorage,
      documentsDirectory: simulated.documentsDirectory, launchOptions: simulated.launchOptions)
  }

  // MARK: - Time

  /// How long a step took to settle in real time.
  public struct Settlement: Sendable, Equatable {
    /// Whether every timer had fired and every request had answered.
    public let isSettled: Bool
    public let elapsed: Duration
  }

  /// Runs the loop until no timer or request is pending, or ``settleTimeout`` has passed.
  @discardableResult
  public func settle() -> Settlement {
    let start = loop.now
    let settled = loop.drive {
      loop.run(until: { loop.pendingCount == 0 }, timeout: settleTimeout)
    }
    return Settlement(isSettled: settled, elapsed: loop.now - start)
  }

  /// Lets `duration` of real time pass with the loop running: what `advance` means live.
  public func run(for duration: Duration) {
    loop.drive { loop.run(for: duration) }
  }
}
