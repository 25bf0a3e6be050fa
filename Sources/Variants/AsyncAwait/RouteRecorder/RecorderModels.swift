import CoreLocationLite
import Domain

/// The values the recorder's view model returns and reports.
extension RecorderViewModel {
  /// What the location updates made of the recording, in order, on ``events``.
  enum Event: Sendable {
    /// A batch of fixes was saved, or saving failed and ended the recording.
    case locationsSaved(Result<Progress, Interruption>)
    case authorizationChanged(AuthorizationChange)
    case locationFailed(LocationProblem)
  }

  /// What the screen shows once it has loaded.
  struct Loaded: Sendable {
    /// Whether `permissionBanner` is visible.
    let showsPermissionBanner: Bool
    let statusText: String
    /// Why the route store could not be opened, when it could not.
    let storeError: StoreError?
  }

  /// What the screen shows while recording: when it starts and after each saved batch.
  struct Progress: Sendable {
    let statusText: String
    /// Where the map centre moves; nil when it stays where it is.
    let center: LocationCoordinate2D?
    /// The points of the footprint overlay while it is shown; nil while it is hidden.
    let footprints: [LocationCoordinate2D]?
  }

  /// Why a recording did not start.
  enum StartFailure: Error, Sendable {
    case emptyTitle
    case missingPermission
    /// The store refused or failed, a duplicate title included.
    case store(StoreError)

    /// The text of the error alert.
    var message: String {
      switch self {
      case .emptyTitle: return RouteRecorderStrings.emptyTitleError
      case .missingPermission: return RouteRecorderStrings.missingPermissionError
      case .store(let error): return error.message
      }
    }
  }

  /// A batch that could not be saved; the recording has ended.
  struct Interruption: Error, Sendable {
    let storeError: StoreError
    /// What `statusLabel` shows now that the recording has ended.
    let savedStatusText: String
  }

  /// A new authorization status, as the screen shows it.
  struct AuthorizationChange: Sendable {
    /// Whether `permissionBanner` is visible.
    let showsPermissionBanner: Bool
    /// The saved status when the change ended the recording; nil when it did not.
    let savedStatusText: String?
  }

  /// A location error reported while recording.
  struct LocationProblem: Sendable {
    /// What `statusLabel` shows.
    let statusText: String
    /// Whether the error ended the recording.
    let endedRecording: Bool
  }
}
