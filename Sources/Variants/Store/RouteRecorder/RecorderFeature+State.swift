import CoreLocationLite
import Domain
import Storyboards

extension RecorderFeature {
  /// Everything the recorder screen shows, as one value.
  struct State: Equatable {
    var authorizationStatus: AuthorizationStatus = .notDetermined
    var statusText = ""
    /// The route being recorded, else the last one recorded on this screen.
    var route: Route?
    var isRecording = false
    /// The points of ``route``, kept in memory so the overlay never re-reads the store.
    var footprints: [LocationCoordinate2D] = []
    var isShowingFootprints = false
    /// Where the map is centred: the last recorded fix.
    var mapCenter: LocationCoordinate2D?
    var selectedTab: RouteRecorderView.Tab?
    var alert: Alert?
    /// Whether the history screen is pushed on top.
    var isShowingHistory = false

    /// Whether `permissionBanner` is visible.
    var showsPermissionBanner: Bool {
      RouteRecorderRules.showsPermissionBanner(for: authorizationStatus)
    }
  }

  /// The alerts the recorder shows.
  enum Alert: Equatable {
    /// `Error` with a message and OK.
    case error(String)
    /// `Confirm` / `Stop recording?` with OK and Cancel.
    case stopConfirmation
  }

  /// What happened on the recorder screen and to its location manager.
  enum Action: Equatable {
    case viewDidLoad
    case viewWillAppear
    case storeOpenFailed(StoreError)
    case location(RecorderLocationClient.Event)
    case accuracyChanged(AccuracySetting)
    case startTabSelected(title: String)
    case routeCreated(Result<Route, StoreError>)
    case stopTabSelected
    case stopConfirmed
    case stopCancelled
    case footprintsTabSelected
    case historyTabSelected
    case fixesSaved(Result<Route, StoreError>, fixes: [Location])
    case alertDismissed
  }

  enum CancelID { case location }
}
