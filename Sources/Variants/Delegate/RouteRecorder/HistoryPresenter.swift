import Domain
import Foundation

/// Owns the list of stored routes and tells its attached view about every change.
///
/// The view reads the routes again on every appearance (``loadRoutes()``, then
/// ``attachView(_:)``, which shows them); a selected row opens that route's detail.
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
    didSet { delegate?.presenter(self, didUpdateRows: rows) }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet { if let errorMessage { delegate?.presenter(self, didFailWithMessage: errorMessage) } }
  }

  private weak var delegate: HistoryPresenterDelegate?
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

  // MARK: - View

  /// Starts talking to `view`, and shows it the rows (and an undismissed error).
  func attachView(_ view: HistoryPresenterDelegate) {
    delegate = view
    view.presenter(self, didUpdateRows: rows)
    if let errorMessage { view.presenter(self, didFailWithMessage: errorMessage) }
  }

  /// Stops talking to the attached view.
  func detachView() {
    delegate = nil
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
    delegate?.presenter(self, didRequestRouteDetail: detail)
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }
}
