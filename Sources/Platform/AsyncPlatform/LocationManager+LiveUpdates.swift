import CoreLocationLite

extension LocationManager {
  /// The manager's callbacks as an `AsyncSequence`, in the spirit of CoreLocation's
  /// `CLLocationUpdate.liveUpdates()`: iterate it with `for await` in a task; cancelling the
  /// task ends the iteration, and the sequence lets go of the manager on the main actor's next
  /// turn.
  ///
  /// Where it differs from iOS: `liveUpdates()` is a static function that starts updates by
  /// being iterated and yields one `CLLocationUpdate` (a location, or none with a diagnostic
  /// such as `authorizationDenied`) at a time; this one is the delegate's callbacks as they
  /// come — batches of fixes, authorization changes and errors — from a manager started and
  /// stopped by hand, because the other styles drive the same manager that way. The sequence
  /// becomes the manager's delegate for as long as it is iterated; nothing is buffered beyond
  /// what the iterating task has not taken yet.
  public func liveUpdates() -> AsyncStream<LocationUpdate> {
    let (stream, continuation) = AsyncStream<LocationUpdate>.makeStream()
    let relay = LocationUpdateRelay(continuation)
    delegate = relay
    // Termination comes on the thread that cancelled the task; the delegate is the manager's,
    // so it is let go on the main actor.
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in
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
