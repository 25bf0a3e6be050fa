/// The simulated phone behind every ``LocationManager``: the system's authorization state, the
/// permission prompt, the app's place in the foreground or background, and the GPS receiver,
/// driven by scenarios and tests.
///
/// Like iOS, the system asks the user only while the status is
/// ``AuthorizationStatus/notDetermined``: a request then puts an ``AuthorizationPrompt`` on
/// screen, and the status changes when the user answers it (``answerPrompt(with:)``) or changes
/// the setting (``setAuthorization(_:)``).
@MainActor
public final class SimulatedLocationDevice {
  /// The app's authorization as the system sees it.
  public private(set) var authorizationStatus: AuthorizationStatus
  /// How many times the app asked for authorization (always or when-in-use).
  public private(set) var authorizationRequestCount = 0
  /// Whether the last request asked for always-authorization.
  public private(set) var lastRequestWasAlways = false
  /// The permission prompt on screen, waiting for the user's answer.
  public private(set) var prompt: AuthorizationPrompt?
  /// Whether the app is in the background (the user went to the home screen).
  public private(set) var isAppInBackground = false

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

  /// The user answers the permission prompt on screen; every manager is told the new status.
  ///
  /// - Throws: ``AuthorizationPromptError`` when no prompt is showing or the prompt offers no
  ///   button leading to `status`.
  public func answerPrompt(with status: AuthorizationStatus) throws(AuthorizationPromptError) {
    guard let prompt else { throw .noPrompt }
    guard prompt.answers.contains(status) else { throw .notAnAnswer(status, prompt: prompt) }
    setAuthorization(status)
  }

  /// The user changes the setting (in the Settings app, say); a prompt on screen goes away,
  /// and every manager is told.
  public func setAuthorization(_ status: AuthorizationStatus) {
    prompt = nil
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

  /// The app is killed: a prompt it caused goes away unanswered.
  public func appTerminated() {
    prompt = nil
    isAppInBackground = false
  }

  // MARK: - The app's lifecycle

  /// The user leaves the app for the home screen; only managers that allow background updates
  /// go on receiving fixes.
  public func enterBackground() {
    isAppInBackground = true
  }

  /// The user brings the app back to the screen.
  public func enterForeground() {
    isAppInBackground = false
  }

  /// Whether the status bar shows the background location indicator: the app is in the
  /// background and a manager updates there, either showing the indicator on purpose or with
  /// only when-in-use access (which iOS always makes visible).
  public var showsBackgroundLocationIndicator: Bool {
    guard isAppInBackground else { return false }
    return liveManagers.contains { manager in
      manager.isUpdatingInBackground
        && (manager.showsBackgroundLocationIndicator
          || authorizationStatus == .authorizedWhenInUse)
    }
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
    guard authorizationStatus == .notDetermined, prompt == nil else { return }
    prompt = always ? .always : .whenInUse
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
