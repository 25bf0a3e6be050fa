import CoreLocationLite
import RxLite

extension LocationManager: ReactiveCompatible {}

extension Reactive where Base: LocationManager {
  /// The location manager's delegate proxy.
  @MainActor public var delegate: DelegateProxy<LocationManager, LocationManagerDelegate> {
    RxLocationManagerDelegateProxy.proxy(for: base)
  }

  /// The batches of fixes the manager delivers.
  @MainActor public var didUpdateLocations: Observable<[Location]> {
    RxLocationManagerDelegateProxy.proxy(for: base).didUpdateLocationsSubject.asObservable()
  }

  /// The authorization statuses the manager reports as they change.
  @MainActor public var didChangeAuthorization: Observable<AuthorizationStatus> {
    RxLocationManagerDelegateProxy.proxy(for: base).didChangeAuthorizationSubject.asObservable()
  }

  /// The errors the manager reports, as elements.
  @MainActor public var didFailWithError: Observable<Error> {
    RxLocationManagerDelegateProxy.proxy(for: base).didFailWithErrorSubject.asObservable()
  }
}
