import Domain
import Foundation

/// Owns the list of stored routes and tells its delegate, the view, about every change.
///
/// The view reads the routes again on every appearance (``loadRoutes()``, whose rows reach it
/// through the delegate); a selected row asks the view to show that route's detail.
@MainActor
final class HistoryPresenter {
  /// One row of the history list.
  struct Row: Equatable {
    let title: String
    let detail: String
  }

  // MARK: - State

  /// The stored routes, newest first.
  private(set) var routes: [Route] = [] {
    didSet { delegate?.historyPresenter(self, didUpdateRows: rows) }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet {
      if let errorMessage { delegate?.historyPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  /// The view, told about every change; held weakly. Setting it tells it the rows (and an
  /// undismissed error).
  weak var delegate: HistoryPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      delegate.historyPresenter(self, didUpdateRows: rows)
      if let errorMessage { delegate.historyPresenter(self, didFailWithMessage: errorMessage) }
    }
  }
  private let store: Result<RouteStore, StoreError>
  private let documentsDirectory: URL

  /// Creates a presenter over the recorder's `store` (or why it did not open).
  init(store: Result<RouteStore, StoreError>, documentsDirectory: URL) {
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  /// ``routes`` as the list shows them.
  var rows: [Row] {
    routes.map { route in
      Row(
        title: RouteRecorderStrings.historyRowTitle(route),
        detail: RouteRecorderStrings.historyRowDetail(route))
    }
  }

  // MARK: - User intents

  /// Reads the stored routes again; on a store error the list is empty and the error shows.
  func loadRoutes() {
    do throws(StoreError) {
      routes = try store.get().routes()
    } catch {
      routes = []
      errorMessage = error.message
    }
  }

  /// Opens the route on row `row`; nothing for an unknown row.
  func routeSelected(at row: Int) {
    guard routes.indices.contains(row), case .success(let store) = store else { return }
    let detail = RouteDetailPresenter(
      route: routes[row], store: store, documentsDirectory: documentsDirectory)
    delegate?.historyPresenter(self, didRequestRouteDetail: detail)
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }
}
