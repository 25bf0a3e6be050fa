import CoreLocationLite
import RxLite

extension LocationManager: HasDelegate {
  /// The location manager's delegate type.
  public typealias Delegate = LocationManagerDelegate
}

extension LocationManager: HasAssociatedObjects {}

/// The delegate proxy of a ``LocationManager``: forwards each fix batch, authorization change
/// and error to the manager's previous delegate, then emits it.
@MainActor
open class RxLocationManagerDelegateProxy: DelegateProxy<LocationManager, LocationManagerDelegate>,
  DelegateProxyType, LocationManagerDelegate
{
  /// The location manager the proxy is installed on.
  public private(set) weak var locationManager: LocationManager?

  let didUpdateLocationsSubject = PublishSubject<[Location]>()
  let didChangeAuthorizationSubject = PublishSubject<AuthorizationStatus>()
  let didFailWithErrorSubject = PublishSubject<Error>()

  /// Creates a proxy for `locationManager`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(locationManager: ParentObject) {
    self.locationManager = locationManager
    super.init(parentObject: locationManager, delegateProxy: RxLocationManagerDelegateProxy.self)
  }

  /// Completes the proxy's sequences: its parent is gone.
  isolated deinit {
    didUpdateLocationsSubject.on(.completed)
    didChangeAuthorizationSubject.on(.completed)
    didFailWithErrorSubject.on(.completed)
  }

  /// Registers the proxy for every location manager.
  public static func registerKnownImplementations() {
    register { RxLocationManagerDelegateProxy(locationManager: $0) }
  }

  // MARK: - LocationManagerDelegate

  /// Forwards the batch of fixes, then emits it.
  public func locationManager(
    _ manager: LocationManager, didUpdateLocations locations: [Location]
  ) {
    forwardToDelegate()?.locationManager(manager, didUpdateLocations: locations)
    didUpdateLocationsSubject.on(.next(locations))
  }

  /// Forwards the authorization change, then emits it.
  public func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    forwardToDelegate()?.locationManager(manager, didChangeAuthorization: status)
    didChangeAuthorizationSubject.on(.next(status))
  }

  /// Forwards the error, then emits it as an element (a location error does not end the
  /// sequence).
  public func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    forwardToDelegate()?.locationManager(manager, didFailWithError: error)
    didFailWithErrorSubject.on(.next(error))
  }
}
