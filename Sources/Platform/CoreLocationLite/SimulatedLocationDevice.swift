/// The simulated phone behind every ``LocationManager``: the system's authorization state, the
/// GPS receiver and the permission prompt, driven by scenarios and tests.
@MainActor
public final class SimulatedLocationDevice {
  /// The app's authorization as the system sees it.
  public private(set) var authorizationStatus: AuthorizationStatus
  /// How many times the app asked for authorization (always or when-in-use).
  public private(set) var authorizationRequestCount = 0
  /// Whether the last request asked for always-authorization.
  public private(set) var lastRequestWasAlways = false

  private var managers: [WeakManager] = []
  /// How many managers were ever created on this device.
  public private(set) var createdManagerCount = 0

  /// Creates a device whose app has the given authorization.
  public init(authorizationStatus: AuthorizationStatus = .notDetermined) {
    self.authorizationStatus = authorizationStatus
  }

  /// Managers on this device that are still alive.
  public var liveManagerCount: Int {
    managers.removeAll { $0.manager == nil }
    return managers.count
  }

  /// Managers created since the first `created` (``createdManagerCount`` then) that are alive
  /// and still updating: after a screen's teardown, location deliveries that outlive it.
  public func updatingManagerCount(createdSince created: Int) -> Int {
    managers.filter { $0.index >= created && $0.manager?.isUpdatingLocation == true }.count
  }

  // MARK: - What the user and the world do

  /// The user answers the prompt or changes the setting; every manager is told.
  public func setAuthorization(_ status: AuthorizationStatus) {
    guard status != authorizationStatus else { return }
    authorizationStatus = status
    for manager in liveManagers { manager.authorizationDidChange(to: status) }
  }

  /// The receiver produces a batch of fixes, delivered to every updating manager.
  public func deliver(_ fixes: [Location]) {
    for manager in liveManagers { manager.deliver(fixes) }
  }

  /// The receiver fails; a final error (``LocationError/denied``) also revokes access.
  public func fail(with error: LocationError) {
    for manager in liveManagers { manager.deliver(error) }
    if error == .denied { setAuthorization(.denied) }
  }

  // MARK: - Managers

  func register(_ manager: LocationManager) {
    managers.removeAll { $0.manager == nil }
    managers.append(WeakManager(manager: manager, index: createdManagerCount))
    createdManagerCount += 1
  }

  func authorizationRequested(always: Bool) {
    authorizationRequestCount += 1
    lastRequestWasAlways = always
  }

  private var liveManagers: [LocationManager] {
    managers.compactMap(\.manager)
  }
}

private struct WeakManager {
  weak var manager: LocationManager?
  /// The manager's place in creation order on the device.
  let index: Int
}
