import Domain

/// The history scene's use cases: for each, what travels the VIP cycle — the view
/// controller's request, the interactor's response and the presenter's view model.
enum History {
  // MARK: - Fetch routes

  /// The screen appears and lists the stored routes, newest first, once they are read off the
  /// main thread.
  enum FetchRoutes {
    struct Request: Sendable, Equatable {}

    enum Response: Sendable, Equatable {
      case fetched([Route])
      case failed(StoreError)
    }

    struct ViewModel: Sendable, Equatable {
      /// One route as its row shows it.
      struct DisplayedRoute: Sendable, Equatable {
        let title: String
        let detail: String
      }

      let displayedRoutes: [DisplayedRoute]
      let isEmptyHistoryHidden: Bool
      /// The failure to show in an `Error` alert, if the routes could not be read.
      let errorMessage: String?
    }
  }
}
