import AsyncPlatform
import CoreLocationLite
import Domain
import StoreLite

/// The recorder's location manager as its reducer sees it, replaced in tests by a fake that
/// reports whatever the test says.
struct RecorderLocationClient: Sendable {
  /// What the manager reports.
  enum Event: Equatable, Sendable {
    case locationsUpdated([Location])
    case authorizationChanged(AuthorizationStatus)
    case failed(LocationProblem)
  }

  /// A location error as the reducer needs it: its text, and whether it ends the recording.
  struct LocationProblem: Equatable, Sendable {
    let description: String
    let isFinal: Bool
  }

  /// Becomes the manager's delegate, applies the initial accuracy and asks for
  /// always-authorization; returns what the manager reports until the iterating task is
  /// cancelled.
  var updates: @MainActor @Sendable () -> AsyncStream<LocationUpdate>
  var authorizationStatus: @MainActor @Sendable () -> AuthorizationStatus
  var apply: @MainActor @Sendable (AccuracySetting) -> Void
  var startUpdatingLocation: @MainActor @Sendable () -> Void
  var stopUpdatingLocation: @MainActor @Sendable () -> Void
}

extension RecorderLocationClient.Event {
  /// The event for one of the manager's reports.
  init(_ update: LocationUpdate) {
    switch update {
    case .locations(let locations): self = .locationsUpdated(locations)
    case .authorization(let status): self = .authorizationChanged(status)
    case .failure(let error):
      self = .failed(.init(description: String(describing: error), isFinal: error.isFinal))
    }
  }
}

extension RecorderLocationClient {
  /// The client over a real `LocationManager`.
  @MainActor
  static func live(_ manager: LocationManager) -> RecorderLocationClient {
    RecorderLocationClient(
      updates: {
        let updates = manager.liveUpdates()
        AccuracySetting.initial.apply(to: manager)
        manager.allowsBackgroundLocationUpdates = true
        manager.showsBackgroundLocationIndicator = true
        manager.requestAlwaysAuthorization()
        return updates
      },
      authorizationStatus: { manager.authorizationStatus },
      apply: { $0.apply(to: manager) },
      startUpdatingLocation: { manager.startUpdatingLocation() },
      stopUpdatingLocation: { manager.stopUpdatingLocation() })
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// The recorder's location manager.
  var recorderLocation: RecorderLocationClient {
    get { self[RecorderLocationClientKey.self] }
    set { self[RecorderLocationClientKey.self] = newValue }
  }
}

private enum RecorderLocationClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: RecorderLocationClient {
    let missing: @MainActor @Sendable () -> Void = {
      reportIssue("RecorderLocationClient is not provided")
    }
    return RecorderLocationClient(
      updates: {
        missing()
        return AsyncStream { $0.finish() }
      },
      authorizationStatus: { .notDetermined }, apply: { _ in missing() },
      startUpdatingLocation: missing, stopUpdatingLocation: missing)
  }
}
