import BondLite
import Domain
import Foundation

/// The stored routes as an observable array, refreshed each time the screen appears.
@MainActor
final class HistoryViewModel {
  /// The stored routes, newest first.
  let routes = MutableObservableArray<Route>()

  /// Each error to show the user, once.
  var errorMessages: SafeSignal<String> { errorSubject.toSignal() }
  /// Each request to show a route's detail screen, with its view model.
  var routeDetailRequests: SafeSignal<RouteDetailViewModel> { routeDetailSubject.toSignal() }

  private let errorSubject = PassthroughSubject<String, Never>()
  private let routeDetailSubject = PassthroughSubject<RouteDetailViewModel, Never>()
  private let store: Result<RouteStore, StoreError>
  private let documentsDirectory: URL

  /// Creates a view model over `store`; route detail view models export to
  /// `documentsDirectory`.
  init(store: Result<RouteStore, StoreError>, documentsDirectory: URL) {
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Inputs

  /// Reads the stored routes again.
  func reload() {
    do throws(StoreError) {
      routes.replace(with: try store.get().routes())
    } catch {
      errorSubject.send(error.message)
    }
  }

  /// Asks for the detail screen of the route at `row`.
  func selectRoute(at row: Int) {
    guard routes.array.indices.contains(row), case .success(let store) = store else { return }
    routeDetailSubject.send(
      RouteDetailViewModel(
        route: routes[row], store: store, documentsDirectory: documentsDirectory))
  }
}
