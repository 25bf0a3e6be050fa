import AsyncPlatform
import CoreLocationLite
import Domain
import Storyboards
import StoreLite

extension RecorderFeature {
  /// Everything the recorder screen shows, as one value, written the way `@ObservableState`
  /// expands it.
  struct State: Equatable, ObservableState {
    var authorizationStatus: AuthorizationStatus {
      get {
        _$observationRegistrar.access(self, keyPath: \.authorizationStatus)
        return _authorizationStatus
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.authorizationStatus, &_authorizationStatus, newValue) }
    }

    var statusText: String {
      get {
        _$observationRegistrar.access(self, keyPath: \.statusText)
        return _statusText
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.statusText, &_statusText, newValue) }
    }

    /// The route being recorded, else the last one recorded on this screen.
    var route: Route? {
      get {
        _$observationRegistrar.access(self, keyPath: \.route)
        return _route
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.route, &_route, newValue) }
    }

    var isRecording: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isRecording)
        return _isRecording
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isRecording, &_isRecording, newValue) }
    }

    /// The points of ``route``, kept in memory so the overlay never re-reads the store.
    var footprints: [LocationCoordinate2D] {
      get {
        _$observationRegistrar.access(self, keyPath: \.footprints)
        return _footprints
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.footprints, &_footprints, newValue) }
    }

    var isShowingFootprints: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isShowingFootprints)
        return _isShowingFootprints
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isShowingFootprints, &_isShowingFootprints, newValue) }
    }

    /// Where the map is centred: the last recorded fix.
    var mapCenter: LocationCoordinate2D? {
      get {
        _$observationRegistrar.access(self, keyPath: \.mapCenter)
        return _mapCenter
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.mapCenter, &_mapCenter, newValue) }
    }

    var selectedTab: RouteRecorderView.Tab? {
      get {
        _$observationRegistrar.access(self, keyPath: \.selectedTab)
        return _selectedTab
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.selectedTab, &_selectedTab, newValue) }
    }

    /// The alert on screen (`@Presents var alert`).
    var alert: AlertState<Action.Alert>? {
      get {
        _$observationRegistrar.access(self, keyPath: \.alert)
        return _alert
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert, newValue) }
    }

    // MARK: - What @ObservableState adds

    private var _authorizationStatus: AuthorizationStatus = .notDetermined
    private var _statusText: String = ""
    private var _route: Route? = nil
    private var _isRecording: Bool = false
    private var _footprints: [LocationCoordinate2D] = []
    private var _isShowingFootprints: Bool = false
    private var _mapCenter: LocationCoordinate2D? = nil
    private var _selectedTab: RouteRecorderView.Tab? = nil
    private var _alert: AlertState<Action.Alert>? = nil
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    /// Whether `permissionBanner` is visible.
    var showsPermissionBanner: Bool {
      RouteRecorderRules.showsPermissionBanner(for: authorizationStatus)
    }
  }

  /// What happened on the recorder screen and to its location manager.
  enum Action: Equatable, Sendable {
    case viewDidLoad
    case storeOpenFailed(StoreError)
    case location(RecorderLocationClient.Event)
    case accuracyChanged(AccuracySetting)
    case startTabSelected(title: String)
    case routeCreated(Result<Route, StoreError>)
    case stopTabSelected
    case footprintsTabSelected
    case historyTabSelected
    case fixesSaved(Result<Route, StoreError>, fixes: [Location])
    case alert(PresentationAction<Alert>)

    /// The alerts' buttons.
    enum Alert: Equatable, Sendable {
      /// OK in `Confirm` / `Stop recording?`.
      case confirmStop
      /// Cancel in `Confirm` / `Stop recording?`.
      case cancelStop
    }
  }

  enum CancelID: Sendable { case location }
}
