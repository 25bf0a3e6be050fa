import CoreLocationLite
import Domain

/// The route detail scene's use cases: for each, what travels the VIP cycle — the view
/// controller's request, the interactor's response and the presenter's view model.
enum RouteDetail {
  // MARK: - Load

  /// The screen opens on the route the history passed in.
  enum Load {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let route: Route
      /// The route's points in order, or why they could not be read.
      let footprints: Result<[Footprint], StoreError>
    }

    struct ViewModel: Sendable, Equatable {
      let title: String
      let routeTitleText: String
      let routeFiguresText: String
      /// Every point of the route; empty for a route without points.
      let track: [LocationCoordinate2D]
      let errorMessage: String?
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

  /// The user taps export: the route is written as a GPX file.
  enum Export {
    struct Request: Sendable, Equatable {}

    enum Response: Sendable, Equatable {
      case exported(Route, fileName: String)
      /// `reason` is the failure's message (it names the file or the database).
      case failed(Route, reason: String)
    }

    struct ViewModel: Sendable, Equatable {
      let title: String
      let message: String
    }
  }
}
