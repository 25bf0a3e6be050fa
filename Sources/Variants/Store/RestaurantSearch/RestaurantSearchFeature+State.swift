import CoreLocationLite
import Domain

extension RestaurantSearchFeature {
  /// Everything the search screen shows, as one value.
  struct State: Equatable {
    /// The last valid fix; nil until the first one arrives (the search button waits for it).
    var currentLocation: LocationCoordinate2D?
    /// Where the camera was centred: on the first fix, once.
    var cameraCenter: LocationCoordinate2D?
    /// What the keyword field holds.
    var keyword = ""
    /// Whether a search is in flight (the activity indicator).
    var isSearching = false
    /// The shops of the latest successful search: one marker each.
    var shops: [Shop] = []
    /// How many shops of the latest successful search have no usable location.
    var leftOutCount = 0
    /// Counts marker replacements, so the same shops found again still replace the markers.
    var markersGeneration = 0
    /// The shop whose info window is open.
    var selectedShop: Shop?
    /// The alert on screen.
    var alert: Alert?
  }

  /// An alert to show: its title and message, with one OK button.
  struct Alert: Equatable {
    var title: String
    var message: String
  }

  /// What happened: the user's gestures, the device's fixes, the API's answers.
  enum Action: Equatable {
    case viewDidLoad
    case viewWillDisappear
    case locationUpdated([Location])
    case searchButtonTapped
    case keywordChanged(String)
    case keywordPauseEnded
    case searchResponse(HotpepperAPI.SearchResult)
    case markerSelected(id: String)
    case alertDismissed
  }

  /// The ids the feature's long-lived and latest-wins effects run under.
  enum CancelID: CaseIterable {
    case location
    case keywordPause
    case search
  }
}
