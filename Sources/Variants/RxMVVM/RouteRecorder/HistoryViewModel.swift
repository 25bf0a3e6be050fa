import Domain
import RxCocoaLite
import RxLite

/// The history list as a function of its events: each appearance reads the stored routes
/// again, a selected row becomes the route to show.
///
/// A read is a `Result`, shared between the rows it feeds and the alert its failure raises (a
/// failed read lists nothing).
@MainActor
final class HistoryViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
    /// Where read failures are shown.
    let wireframe: Wireframe
  }

  /// The events the list is derived from.
  struct Input {
    /// The screen is about to appear (first shown, or uncovered by a pop).
    let viewWillAppear: Signal<Void>
    /// The row the user tapped.
    let routeSelected: Signal<Int>
  }

  /// What the screen shows and does.
  struct Output {
    /// The routes, newest first, as rows.
    let rows: Driver<[Row]>
    let isEmptyHistoryHidden: Driver<Bool>
    /// A read failed: the `Error` alert, shown while driven, done when dismissed.
    let readFailed: Signal<Void>
    /// The route the user chose, to show in detail.
    let showRouteDetail: Signal<Route>
  }

  /// One route as its row shows it.
  struct Row: Sendable, Equatable {
    let title: String
    let detail: String
  }

  private let store: Result<RouteStore, StoreError>
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    store = dependency.store
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let store = store
    let reads = input.viewWillAppear
      .map { () -> Result<[Route], StoreError> in
        do throws(StoreError) {
          return .success(try store.get().routes())
        } catch {
          return .failure(error)
        }
      }
    let routes = reads
      .map { (try? $0.get()) ?? [] }
      .asDriver(onErrorJustReturn: [])
    let readFailed = reads
      .compactMap { read -> String? in
        guard case .failure(let error) = read else { return nil }
        return error.message
      }
      .asObservable()
      .flatMap { [wireframe] message in
        wireframe.promptFor(
          RouteRecorderStrings.errorAlertTitle, message: message,
          cancelAction: nil, actions: [Dismissal.ok])
      }
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
    let showRouteDetail = input.routeSelected.asObservable()
      .withLatestFrom(routes.asObservable()) { row, routes in
        routes.indices.contains(row) ? routes[row] : nil
      }
      .compactMap { $0 }
      .asSignal(onErrorSignalWith: .empty())
    return Output(
      rows: routes.map { $0.map(Row.init) },
      isEmptyHistoryHidden: routes.map { !$0.isEmpty },
      readFailed: readFailed,
      showRouteDetail: showRouteDetail)
  }
}

/// The one answer of an alert that only informs.
enum Dismissal: PromptAction {
  case ok

  var title: String { RouteRecorderStrings.okActionTitle }
}

extension HistoryViewModel.Row {
  /// The row of `route`: its title exactly as typed, and its figures.
  fileprivate init(_ route: Route) {
    title = RouteRecorderStrings.historyRowTitle(route)
    detail = RouteRecorderStrings.historyRowDetail(route)
  }
}
