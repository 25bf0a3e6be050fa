import CoreLocationLite
import Domain
import StoreLite

extension RestaurantSearchFeature {
  /// Everything the search screen shows, as one value, written the way `@ObservableState`
  /// expands it: each property reports its reads and its sets to the observation registrar.
  struct State: Equatable, ObservableState {
    /// The last valid fix; nil until the first one arrives (the search button waits for it),
    /// and again once access is taken back.
    var currentLocation: LocationCoordinate2D? {
      get {
        _$observationRegistrar.access(self, keyPath: \.currentLocation)
        return _currentLocation
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.currentLocation, &_currentLocation, newValue) }
    }

    /// Where the camera was centred: on the first fix, once.
    var cameraCenter: LocationCoordinate2D? {
      get {
        _$observationRegistrar.access(self, keyPath: \.cameraCenter)
        return _cameraCenter
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.cameraCenter, &_cameraCenter, newValue) }
    }

    /// What the keyword field holds.
    var keyword: String {
      get {
        _$observationRegistrar.access(self, keyPath: \.keyword)
        return _keyword
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.keyword, &_keyword, newValue) }
    }

    /// Whether a search is in flight (the activity indicator).
    var isSearching: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isSearching)
        return _isSearching
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isSearching, &_isSearching, newValue) }
    }

    /// The shops of the latest successful search: one marker each.
    var shops: [Shop] {
      get {
        _$observationRegistrar.access(self, keyPath: \.shops)
        return _shops
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.shops, &_shops, newValue) }
    }

    /// How many shops of the latest successful search have no usable location.
    var leftOutCount: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.leftOutCount)
        return _leftOutCount
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.leftOutCount, &_leftOutCount, newValue) }
    }

    /// Counts marker replacements, so the same shops found again still replace the markers.
    var markersGeneration: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.markersGeneration)
        return _markersGeneration
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.markersGeneration, &_markersGeneration, newValue) }
    }

    /// The shop whose info window is open.
    var selectedShop: Shop? {
      get {
        _$observationRegistrar.access(self, keyPath: \.selectedShop)
        return _selectedShop
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.selectedShop, &_selectedShop, newValue) }
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

    private var _currentLocation: LocationCoordinate2D? = nil
    private var _cameraCenter: LocationCoordinate2D? = nil
    private var _keyword: String = ""
    private var _isSearching: Bool = false
    private var _shops: [Shop] = []
    private var _leftOutCount: Int = 0
    private var _markersGeneration: Int = 0
    private var _selectedShop: Shop? = nil
    private var _alert: AlertState<Action.Alert>? = nil
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
  }

  /// What happened: the user's gestures, the device's fixes, the API's answers.
  enum Action: Equatable, Sendable {
    case viewDidLoad
    case viewWillDisappear
    case locationUpdated([Location])
    case authorizationChanged(AuthorizationStatus)
    case searchButtonTapped
    case keywordChanged(String)
    case keywordPauseEnded
    case searchResponse(HotpepperAPI.SearchResult)
    case markerSelected(id: String)
    case alert(PresentationAction<Alert>)

    /// The alerts' buttons: OK only dismisses.
    enum Alert: Equatable, Sendable {}
  }

  /// The ids the feature's long-lived and latest-wins effects run under.
  enum CancelID: CaseIterable, Sendable {
    case location
    case keywordPause
    case search
  }
}

// MARK: - What @CasePathable writes

extension RestaurantSearchFeature.Action: CasePathable {
  struct AllCasePaths {
    var searchResponse: AnyCasePath<RestaurantSearchFeature.Action, HotpepperAPI.SearchResult> {
      AnyCasePath(embed: { .searchResponse($0) }) {
        guard case .searchResponse(let result) = $0 else { return nil }
        return result
      }
    }

    var locationUpdated: AnyCasePath<RestaurantSearchFeature.Action, [Location]> {
      AnyCasePath(embed: { .locationUpdated($0) }) {
        guard case .locationUpdated(let fixes) = $0 else { return nil }
        return fixes
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
