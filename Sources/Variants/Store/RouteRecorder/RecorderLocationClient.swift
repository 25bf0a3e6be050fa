import CoreLocationLite
import Domain
import StoreLite

/// The recorder's location manager as its reducer sees it, replaced in tests by a fake that
/// reports whatever the test says.
struct RecorderLocationClient {
  /// What the manager reports.
  enum Event: Equatable {
    case locationsUpdated([Location])
    case authorizationChanged(AuthorizationStatus)
    case failed(LocationProblem)
  }

  /// A location error as the reducer needs it: its text, and whether it ends the recording.
  struct LocationProblem: Equatable {
    let description: String
    let isFinal: Bool
  }

  /// Listens to the manager, applies the initial accuracy and asks for always-authorization;
  /// hands every event to `onEvent` until the returned cancellable stops listening.
  var listen: @MainActor (_ onEvent: @escaping @MainActor (Event) -> Void) -> AnyCancellable
  var authorizationStatus: @MainActor () -> AuthorizationStatus
  var apply: @MainActor (AccuracySetting) -> Void
  var startUpdatingLocation: @MainActor () -> Void
  var stopUpdatingLocation: @MainActor () -> Void
}

extension RecorderLocationClient {
  /// The client over a real `LocationManager`.
  @MainActor
  static func live(_ manager: LocationManager) -> RecorderLocationClient {
    RecorderLocationClient(
      listen: { onEvent in
        let forwarder = EventForwarder(onEvent)
        manager.delegate = forwarder
        AccuracySetting.initial.apply(to: manager)
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.requestAlwaysAuthorization()
        return AnyCancellable { [weak manager] in
          manager?.stopUpdatingLocation()
          manager?.delegate = nil
          _ = forwarder
        }
      },
      authorizationStatus: { manager.authorizationStatus },
      apply: { $0.apply(to: manager) },
      startUpdatingLocation: { manager.startUpdatingLocation() },
      stopUpdatingLocation: { manager.stopUpdatingLocation() })
  }
}

/// Forwards a location manager's delegate calls as events.
@MainActor
private final class EventForwarder: LocationManagerDelegate {
  let onEvent: @MainActor (RecorderLocationClient.Event) -> Void

  init(_ onEvent: @escaping @MainActor (RecorderLocationClient.Event) -> Void) {
    self.onEvent = onEvent
  }

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    onEvent(.locationsUpdated(locations))
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    onEvent(.authorizationChanged(status))
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    onEvent(
      .failed(
        .init(
          description: String(describing: error),
          isFinal: (error as? LocationError)?.isFinal ?? false)))
  }
}
