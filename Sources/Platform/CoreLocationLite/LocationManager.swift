/// Delivers position fixes to its delegate (the stand-in for `CLLocationManager`).
///
/// Fixes, authorization changes and errors come from the ``SimulatedLocationDevice`` the
/// manager belongs to. Like the real one, it drops fixes closer than ``distanceFilter`` to the
/// last fix it delivered, and delivers nothing until updates are started and access granted;
/// while the app is in the background it delivers only if ``allowsBackgroundLocationUpdates``.
@MainActor
public final class LocationManager {
  public weak var delegate: LocationManagerDelegate?
  public var desiredAccuracy: LocationAccuracy = LocationAccuracyConstant.best
  /// Minimum distance in metres between delivered fixes; ``locationDistanceFilterNone`` or 0
  /// delivers every fix.
  public var distanceFilter: LocationDistance = locationDistanceFilterNone
  /// The most recently delivered fix.
  public private(set) var location: Location?
  public private(set) var isUpdatingLocation = false
  /// Whether updates go on while the app is in the background (an app that sets it declares
  /// the `location` background mode); false by default, as on iOS.
  public var allowsBackgroundLocationUpdates = false
  /// Whether the status bar shows the location indicator while this manager updates in the
  /// background; false by default, as on iOS.
  public var showsBackgroundLocationIndicator = false

  private let device: SimulatedLocationDevice
  var associatedObjects: [ObjectIdentifier: AnyObject] = [:]

  /// Creates a manager attached to `device` (apps get one from their environment).
  public init(device: SimulatedLocationDevice) {
    self.device = device
    device.register(self)
  }

  /// The app's current authorization, shared by every manager on the device.
  public var authorizationStatus: AuthorizationStatus { device.authorizationStatus }

  /// Asks the user for always-authorization; the answer arrives as a status change.
  public func requestAlwaysAuthorization() {
    device.authorizationRequested(always: true)
  }

  /// Asks the user for when-in-use authorization; the answer arrives as a status change.
  public func requestWhenInUseAuthorization() {
    device.authorizationRequested(always: false)
  }

  public func startUpdatingLocation() {
    isUpdatingLocation = true
  }

  public func stopUpdatingLocation() {
    isUpdatingLocation = false
  }

  // MARK: - Delivery from the device

  /// Whether the manager receives anything now: updating, and in the foreground or allowed
  /// to update in the background.
  var isReceiving: Bool {
    isUpdatingLocation && (!device.isAppInBackground || allowsBackgroundLocationUpdates)
  }

  /// Whether the manager updates while the app is in the background.
  var isUpdatingInBackground: Bool {
    isUpdatingLocation && allowsBackgroundLocationUpdates
      && device.authorizationStatus.allowsUpdates
  }

  func deliver(_ fixes: [Location]) {
    guard isReceiving, device.authorizationStatus.allowsUpdates else { return }
    var delivered: [Location] = []
    for fix in fixes where passesDistanceFilter(fix) {
      delivered.append(fix)
      if fix.isValid { location = fix }
    }
    guard !delivered.isEmpty else { return }
    notify("didUpdateLocations") { $0.locationManager(self, didUpdateLocations: delivered) }
  }

  func deliver(_ error: LocationError) {
    guard isReceiving else { return }
    if error.isFinal { isUpdatingLocation = false }
    notify("didFailWithError") { $0.locationManager(self, didFailWithError: error) }
  }

  func authorizationDidChange(to status: AuthorizationStatus) {
    notify("didChangeAuthorization") { $0.locationManager(self, didChangeAuthorization: status) }
  }

  private func passesDistanceFilter(_ fix: Location) -> Bool {
    guard fix.isValid, distanceFilter > 0, let last = location else { return true }
    return fix.distance(from: last) >= distanceFilter
  }
}

extension AuthorizationStatus {
  /// Whether a manager in this state delivers fixes.
  public var allowsUpdates: Bool {
    self == .authorizedAlways || self == .authorizedWhenInUse
  }
}
