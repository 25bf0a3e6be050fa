import CoreLocationLite
import Domain
import MainLoop
import Networking

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
  /// What the screen is launched with (e.g. the counter's `initialCount`).
  public var launchOptions: LaunchOptions

  public init(
    mainLoop: MainLoop, locationDevice: SimulatedLocationDevice, httpClient: HTTPClient,
    launchOptions: LaunchOptions = LaunchOptions()
  ) {
    self.mainLoop = mainLoop
    self.locationDevice = locationDevice
    self.httpClient = httpClient
    self.launchOptions = launchOptions
  }

  /// A new location manager on this environment's device (what `CLLocationManager()` is on iOS).
  public func makeLocationManager() -> LocationManager {
    LocationManager(device: locationDevice)
  }
}
