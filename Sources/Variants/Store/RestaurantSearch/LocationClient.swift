import AsyncPlatform
import CoreLocationLite
import StoreLite

/// The location manager as the search reducer sees it: its updates as an `AsyncStream`, so
/// tests replace it with fixes of their own.
struct LocationClient: Sendable {
  /// Asks for when-in-use access, starts updates and returns what the manager reports;
  /// iteration ends when the iterating task is cancelled.
  var updates: @MainActor @Sendable () -> AsyncStream<LocationUpdate>
  /// Stops the updates.
  var stopUpdating: @MainActor @Sendable () -> Void
}

extension LocationClient {
  /// The client over a real `LocationManager`: its `liveUpdates()`.
  @MainActor
  static func live(_ manager: LocationManager) -> LocationClient {
    LocationClient(
      updates: {
        let updates = manager.liveUpdates()
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        return updates
      },
      stopUpdating: { manager.stopUpdatingLocation() })
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// Where the search screen's fixes come from.
  var searchLocation: LocationClient {
    get { self[LocationClientKey.self] }
    set { self[LocationClientKey.self] = newValue }
  }
}

private enum LocationClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: LocationClient {
    LocationClient(
      updates: {
        reportIssue("LocationClient.updates is not provided")
        return AsyncStream { $0.finish() }
      },
      stopUpdating: {})
  }
}
