import CoreLocationLite
import Domain

/// What the recorder's view model hands to its callbacks.
extension RecorderViewModel {
  /// What the screen shows once it has loaded.
  struct Loaded {
    /// Whether `permissionBanner` is visible.
    let showsPermissionBanner: Bool
    let statusText: String
    /// Why the route store could not be opened, when it could not.
    let storeError: StoreError?
  }

  /// What the screen shows while recording: when it starts and after each saved batch.
  struct Progress {
    let statusText: String
    /// Where the map centre moves; nil when it stays where it is.
    let center: LocationCoordinate2D?
    /// The points of the footprint overlay while it is shown; nil while it is hidden.
    let footprints: [LocationCoordinate2D]?
  }

  /// Why a recording did not start.
  enum StartFailure: Error {
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
  struct Interruption: Error {
    let storeError: StoreError
    /// What `statusLabel` shows now that the recording has ended.
    let savedStatusText: String
  }

  /// A new authorization status, as the screen shows it.
  struct AuthorizationChange {
    /// Whether `permissionBanner` is visible.
    let showsPermissionBanner: Bool
    /// The saved status when the change ended the recording; nil when it did not.
    let savedStatusText: String?
  }

  /// A location error reported while recording.
  struct LocationProblem {
    /// What `statusLabel` shows.
    let statusText: String
    /// Whether the error ended the recording.
    let endedRecording: Bool
  }
}
