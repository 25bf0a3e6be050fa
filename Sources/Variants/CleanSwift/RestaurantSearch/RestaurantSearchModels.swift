import CoreLocationLite
import Domain

/// The restaurant search scene's use cases — the scene is the map, so its models are `Map` —
/// and for each, what travels the VIP cycle: the request, the response and the view model.
enum Map {
  // MARK: - Init

  /// The screen opens: locating starts, and searching waits for a location.
  enum Init {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      /// Whether a location is already known.
      let hasLocation: Bool
    }

    struct ViewModel: Sendable, Equatable {
      let isSearchButtonEnabled: Bool
      let isInfoWindowHidden: Bool
    }
  }

  // MARK: - Change authorization

  /// The location authorization changed: access taken back leaves no location to search
  /// around (presented as an ``UpdateLocation`` without a coordinate).
  enum ChangeAuthorization {
    struct Request: Sendable, Equatable {
      let status: AuthorizationStatus
    }
  }

  // MARK: - Update location

  /// The location manager delivers a batch of fixes.
  enum UpdateLocation {
    struct Request: Sendable, Equatable {
      let locations: [Location]
    }

    struct Response: Sendable, Equatable {
      /// The batch's last valid fix, now the current location; nil once access is taken back.
      let coordinate: LocationCoordinate2D?
      /// Whether it is the first location the scene ever knows.
      let isFirstFix: Bool
    }

    struct ViewModel: Sendable, Equatable {
      /// Where to move the camera; nil leaves it where it is.
      let camera: Camera?
      let isSearchButtonEnabled: Bool
    }

    /// A camera position: its centre and zoom.
    struct Camera: Sendable, Equatable {
      let center: LocationCoordinate2D
      let zoomLevel: Double
    }
  }

  // MARK: - Search

  /// The user searches the shops around the current location: at once with the search
  /// button, or once typing in the keyword field pauses.
  enum Search {
    struct Request: Sendable, Equatable {
      /// The keyword field's text; blank means no keyword.
      let keyword: String
    }

    enum Response: Sendable, Equatable {
      /// A search went out (and any older one was cancelled).
      case started
      /// The latest search answered.
      case answered(HotpepperAPI.SearchResult)
    }

    struct ViewModel: Sendable, Equatable {
      let isSearching: Bool
      /// The markers that replace every current one (hiding the info window); nil leaves
      /// them as they are.
      let displayedShops: [DisplayedShop]?
      /// The alert to present, if any.
      let alert: DisplayedAlert?
      /// The left-out line after an answer; nil leaves it as it is.
      var displayedLeftOut: DisplayedLeftOut? = nil
    }

    /// The line saying how many shops have no usable location.
    struct DisplayedLeftOut: Sendable, Equatable {
      let text: String
      let isHidden: Bool
    }

    /// A shop as its marker shows it.
    struct DisplayedShop: Sendable, Equatable {
      let id: String
      let title: String
      let subtitle: String
      let coordinate: LocationCoordinate2D
    }

    /// An alert with a single OK button.
    struct DisplayedAlert: Sendable, Equatable {
      let title: String
      let message: String
      let buttonTitle: String
    }
  }

  // MARK: - Select marker

  /// The user selects a shop's marker.
  enum SelectMarker {
    struct Request: Sendable, Equatable {
      let shopID: String
    }

    struct Response: Sendable, Equatable {
      let shop: Shop
    }

    struct ViewModel: Sendable, Equatable {
      let name: String
      let genre: String
      let photo: String
    }
  }
}
