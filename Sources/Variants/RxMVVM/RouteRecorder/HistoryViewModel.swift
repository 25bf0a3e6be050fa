import Domain
import RxCocoaLite
import RxLite

/// The history list as streams: each appearance reads the stored routes again, a selected
/// row becomes the route to show.
///
/// A read is a `Result`, shared between the rows it feeds and the alert its failure raises (a
/// failed read lists nothing).
@MainActor
final class HistoryViewModel: Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
  }

  /// The events the view model listens to.
  struct Input {
    /// The screen is about to appear (first shown, or uncovered by a pop).
    let viewWillAppear: AnyObserver<Void>
    /// The row the user tapped.
    let routeSelected: AnyObserver<Int>
  }

  /// What the screen shows.
  struct Output {
    /// The routes, newest first, as rows.
    let rows: Driver<[Row]>
    let isEmptyHistoryHidden: Driver<Bool>
    /// An error message for an `Error` alert.
    let errorMessage: Signal<String>
    /// The route the user chose, to show in detail.
    let showRouteDetail: Signal<Route>
  }

  /// One route as its row shows it.
  struct Row: Sendable, Equatable {
    let title: String
    let detail: String
  }

  let input: Input
  let output: Output

  private let viewWillAppear = PublishSubject<Void>()
  private let routeSelected = PublishSubject<Int>()
  private let routes = BehaviorRelay<[Route]>(value: [])
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    input = Input(
      viewWillAppear: viewWillAppear.asObserver(), routeSelected: routeSelected.asObserver())
    let store = dependency.store
    let reads = viewWillAppear
      .map { () -> Result<[Route], StoreError> in
        do throws(StoreError) {
          return .success(try store.get().routes())
        } catch {
          return .failure(error)
        }
      }
      .share()
    let failures = reads.compactMap { read -> String? in
      guard case .failure(let error) = read else { return nil }
      return error.message
    }
    let selectedRoutes = routeSelected.withLatestFrom(routes) { row, routes in
      routes.indices.contains(row) ? routes[row] : nil
    }
    output = Output(
      rows: routes.skip(1).map { $0.map(Row.init) }.asDriver(onErrorJustReturn: []),
      isEmptyHistoryHidden: routes.skip(1).map { !$0.isEmpty }.asDriver(onErrorJustReturn: false),
      errorMessage: failures.asSignal(onErrorSignalWith: .empty()),
      showRouteDetail: selectedRoutes.compactMap { $0 }.asSignal(onErrorSignalWith: .empty()))
    reads
      .map { (try? $0.get()) ?? [] }
      .bind(to: routes)
      .disposed(by: disposeBag)
  }
}

extension HistoryViewModel.Row {
  /// The row of `route`: its title exactly as typed, and its figures.
  fileprivate init(_ route: Route) {
    title = RouteRecorderStrings.historyRowTitle(route)
    detail = RouteRecorderStrings.historyRowDetail(route)
  }
}
