import CoreLocationLite
import Domain

/// The route detail scene's use cases: for each, what travels the VIP cycle — the view
/// controller's request, the interactor's response and the presenter's view model.
enum RouteDetail {
  // MARK: - Load

  /// The screen opens on the route the history passed in: its title shows at once.
  enum Load {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let route: Route
    }

    struct ViewModel: Sendable, Equatable {
      let title: String
      let routeTitleText: String
    }
  }

  // MARK: - Fetch track

  /// Meanwhile the route's points are read and its figures computed from them, off the main
  /// thread; the figures and the map show when they land.
  enum FetchTrack {
    struct Request: Sendable, Equatable {}

    enum Response: Sendable, Equatable {
      /// `route` carries the figures computed from `footprints`, its points in order.
      case fetched(Route, footprints: [Footprint])
      case failed(StoreError)
    }

    enum ViewModel: Sendable, Equatable {
      /// `track` is every point of the route; empty for a route without points.
      case fetched(routeFiguresText: String, track: [LocationCoordinate2D])
      case failed(errorMessage: String)
    }
  }

  // MARK: - Delete

  /// The user taps delete: the screen asks first.
  enum ConfirmDelete {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let route: Route
    }

    struct ViewModel: Sendable, Equatable {
      let title: String
      let message: String
      let deleteTitle: String
      let cancelTitle: String
    }
  }

  /// The user confirms: the route and its points are removed.
  enum Delete {
    struct Request: Sendable, Equatable {}

    enum Response: Sendable, Equatable {
      case deleted
      case failed(StoreError)
    }

    enum ViewModel: Sendable, Equatable {
      case deleted
      case failed(errorMessage: String)
    }
  }

  // MARK: - Export

  /// The user taps export: the route is written as a GPX file, off the main thread; export is
  /// disabled until it ends.
  enum Export {
    struct Request: Sendable, Equatable {}

    enum Response: Sendable, Equatable {
      case started
      case exported(Route, fileName: String)
      /// `reason` is the failure's message (it names the file or the database).
      case failed(Route, reason: String)
    }

    enum ViewModel: Sendable, Equatable {
      /// The export runs: the button is disabled.
      case exporting
      /// The export ended: the button is enabled again and an alert says how.
      case finished(title: String, message: String)
    }
  }
}
