import CoreLocationLite
import Domain

/// The recorder scene's use cases: for each, what travels the VIP cycle — the view
/// controller's request, the interactor's response and the presenter's view model. Use cases
/// the location manager starts (authorization, fixes, errors) have no request: the worker
/// reports them to the interactor.
enum Recorder {
  // MARK: - Shared parts

  /// A recording that has just finished, as the interactor reports it.
  struct FinishedRecording: Sendable, Equatable {
    let title: String
    let pointCount: Int
  }

  /// What the tab bar highlights after a use case.
  enum TabSelection: Sendable, Equatable {
    case start
    case none
  }

  /// What happens to the footprint overlay.
  enum FootprintsChange: Sendable, Equatable {
    case unchanged
    case hidden
    /// Shown (or redrawn) with these points, in order.
    case shown([LocationCoordinate2D])
  }

  // MARK: - Load

  /// The screen opens: the location manager is prepared and the database checked.
  enum Load {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let authorizationStatus: AuthorizationStatus
      let storeError: StoreError?
    }

    struct ViewModel: Sendable, Equatable {
      let isPermissionBannerHidden: Bool
      let statusText: String
      let errorMessage: String?
    }
  }

  // MARK: - Change authorization

  /// The user changes the app's location permission; a revoked one ends a recording.
  enum ChangeAuthorization {
    struct Response: Sendable, Equatable {
      let authorizationStatus: AuthorizationStatus
      let finishedRecording: FinishedRecording?
    }

    struct ViewModel: Sendable, Equatable {
      let isPermissionBannerHidden: Bool
      /// The saved status, when a recording finished.
      let finishedStatusText: String?
    }
  }

  // MARK: - Change accuracy

  /// The user picks an accuracy segment; nothing on screen changes but the segment itself.
  enum ChangeAccuracy {
    struct Request: Sendable, Equatable {
      let segmentIndex: Int
    }
  }

  // MARK: - Start

  /// The user selects the start tab.
  enum Start {
    struct Request: Sendable, Equatable {
      /// The title field's text, exactly as typed.
      let title: String
    }

    /// Why a recording may not start.
    enum Refusal: Error, Sendable, Equatable {
      case blankTitle
      case missingPermission
      case duplicateTitle(String)
      case storeFailure(StoreError)
    }

    enum Response: Sendable, Equatable {
      case started(title: String, hidesFootprints: Bool)
      case refused(Refusal)
    }

    enum ViewModel: Sendable, Equatable {
      case recording(statusText: String, hidesFootprints: Bool)
      case refused(errorMessage: String)
    }
  }

  // MARK: - Stop

  /// The user selects the stop tab: the screen asks first.
  enum ConfirmStop {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {}

    struct ViewModel: Sendable, Equatable {
      let title: String
      let message: String
      let confirmTitle: String
      let cancelTitle: String
    }
  }

  /// The user confirms: the recording finishes.
  enum Stop {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let finishedRecording: FinishedRecording
    }

    struct ViewModel: Sendable, Equatable {
      let statusText: String
    }
  }

  /// The user cancels: recording goes on.
  enum CancelStop {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let isRecording: Bool
    }

    struct ViewModel: Sendable, Equatable {
      let tabSelection: TabSelection
    }
  }
}
