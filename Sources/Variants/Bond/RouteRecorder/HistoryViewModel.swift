import BondLite
import Domain
import Foundation
import MainLoop

/// The stored routes as an observable array, read again off the main thread each time the
/// screen appears.
///
/// A reload sends down a `flatMapLatest`: each read is a signal that `receive(on:)` the
/// reading context (a work queue of its own) opens a connection there and reads the routes in
/// a `map`, then `receive(on:)` the main context lands the answer on the main thread. Switching
/// to a newer read disposes the older one, which cancels its job: only the newest read lands.
/// The view model's bag ends the read still running with the screen.
@MainActor
final class HistoryViewModel {
  /// The routes of the last read, newest first; empty until one lands.
  let routes = MutableObservableArray<Route>()
  /// Whether the empty-list label is hidden: until a read lands, and while there are routes.
  let isEmptyHistoryHidden = Observable(true)

  /// Each landed read, once its routes are in ``routes``.
  var readsLanded: SafeSignal<Void> { readLandedSubject.toSignal() }
  /// Each error to show the user, once.
  var errorMessages: SafeSignal<String> { errorSubject.toSignal() }
  /// Each request to show a route's detail screen, with its view model.
  var routeDetailRequests: SafeSignal<RouteDetailViewModel> { routeDetailSubject.toSignal() }

  private let readLandedSubject = PassthroughSubject<Void, Never>()
  private let errorSubject = PassthroughSubject<String, Never>()
  private let routeDetailSubject = PassthroughSubject<RouteDetailViewModel, Never>()
  private let reloads = SafePassthroughSubject<Void>()
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  private let bag = DisposeBag()

  /// Creates a view model that reads through connections of `opener` on a work queue of
  /// `mainLoop`; route detail view models delete in `store` and export to
  /// `documentsDirectory`.
  init(
    store: Result<RouteStore, StoreError>, opener: RouteStoreOpener, mainLoop: MainLoop,
    documentsDirectory: URL
  ) {
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    bindReads(
      readingContext: WorkQueue(label: "route-recorder.history", loop: mainLoop).context,
      mainContext: mainLoop.main.context)
  }

  // MARK: - Inputs

  /// Reads the stored routes again; a read still running is replaced.
  func reload() {
    reloads.send()
  }

  /// Asks for the detail screen of the route at `row`.
  func selectRoute(at row: Int) {
    guard routes.array.indices.contains(row), case .success(let store) = store else { return }
    routeDetailSubject.send(
      RouteDetailViewModel(
        route: routes[row], store: store, opener: opener, mainLoop: mainLoop,
        documentsDirectory: documentsDirectory))
  }

  // MARK: - Reading

  private func bindReads(readingContext: ExecutionContext, mainContext: ExecutionContext) {
    reloads
      .flatMapLatest { [opener] in
        SafeSignal(just: opener)
          .receive(on: readingContext)
          .map(Self.readRoutes(with:))
          .receive(on: mainContext)
      }
      .observeNext { [weak self] answer in self?.routesDidLoad(answer) }
      .dispose(in: bag)
  }

  /// Opens a connection on the calling thread and reads the routes through it.
  private nonisolated static func readRoutes(with opener: RouteStoreOpener)
    -> Result<[Route], StoreError>
  {
    Result { () throws(StoreError) in try opener.open().routes() }
  }

  private func routesDidLoad(_ answer: Result<[Route], StoreError>) {
    let found = (try? answer.get()) ?? []
    routes.replace(with: found)
    isEmptyHistoryHidden.value = !found.isEmpty
    readLandedSubject.send()
    if case .failure(let error) = answer { errorSubject.send(error.message) }
  }
}
