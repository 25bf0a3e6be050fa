import CoreLocationLite
import StoreLite

/// The location manager as the reducer sees it: a value with one operation, so tests replace
/// it with fixes of their own.
struct LocationClient {
  /// Asks for when-in-use access, starts updates and hands every batch of fixes to
  /// `onFixes` until the returned cancellable stops them.
  var startUpdates: @MainActor (_ onFixes: @escaping @MainActor ([Location]) -> Void) ->
    AnyCancellable
}

extension LocationClient {
  /// The client over a real `LocationManager`: a delegate object, kept alive by the running
  /// effect, forwards the manager's fixes.
  @MainActor
  static func live(_ manager: LocationManager) -> LocationClient {
    LocationClient { onFixes in
      let delegate = FixForwarder(onFixes)
      manager.delegate = delegate
      manager.requestWhenInUseAuthorization()
      manager.startUpdatingLocation()
      return AnyCancellable { [weak manager] in
        manager?.stopUpdatingLocation()
        manager?.delegate = nil
        _ = delegate
      }
    }
  }
}

/// Forwards a location manager's fixes to a closure.
@MainActor
private final class FixForwarder: LocationManagerDelegate {
  let onFixes: @MainActor ([Location]) -> Void

  init(_ onFixes: @escaping @MainActor ([Location]) -> Void) {
    self.onFixes = onFixes
  }

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    onFixes(locations)
  }
}
