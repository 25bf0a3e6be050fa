import CoreLocationLite

extension LocationManager {
  /// The manager's callbacks as an `AsyncSequence`, the shape of CoreLocation's
  /// `CLLocationUpdate.liveUpdates()`: iterate it with `for await` in a task; cancelling the
  /// task ends the iteration and detaches the sequence from the manager.
  ///
  /// The sequence becomes the manager's delegate for as long as it is iterated; nothing is
  /// buffered beyond what the iterating task has not taken yet.
  public func liveUpdates() -> AsyncStream<LocationUpdate> {
    let (stream, continuation) = AsyncStream<LocationUpdate>.makeStream()
    let relay = LocationUpdateRelay(continuation)
    delegate = relay
    continuation.onTermination = { [weak self] _ in
      MainActor.assumeIsolated {
        if self?.delegate === relay { self?.delegate = nil }
        withExtendedLifetime(relay) {}
      }
    }
    return stream
  }
}

/// The delegate behind ``LocationManager/liveUpdates()``: yields each callback.
@MainActor
private final class LocationUpdateRelay: LocationManagerDelegate {
  private let continuation: AsyncStream<LocationUpdate>.Continuation

  init(_ continuation: AsyncStream<LocationUpdate>.Continuation) {
    self.continuation = continuation
  }

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    continuation.yield(.locations(locations))
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    continuation.yield(.authorization(status))
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: any Error) {
    guard let error = error as? LocationError else { return }
    continuation.yield(.failure(error))
  }
}
