import Domain
import RxCocoaLite
import RxLite

/// The history list as a function of its events: each appearance reads the stored routes
/// again, off the main thread; a selected row becomes the route to show.
///
/// Each appearance is `flatMapLatest`ed into one read: `observe(on:)` the background scheduler
/// opens a connection there and reads the routes in a `map`, and `observe(on:
/// MainScheduler.instance)` brings the answer back. A newer appearance disposes the read still
/// running, which cancels its job; the screen's dispose bag ends the last one. A read is a
/// `Result`, shared between the rows it feeds and the alert its failure raises (a failed read
/// lists nothing).
@MainActor
final class HistoryViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// Opens connections to the route database where the reads run.
    let opener: RouteStoreOpener
    /// Where the routes are read, off the main thread.
    let backgroundScheduler: ImmediateSchedulerType
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
    /// The routes of the last read, newest first, as rows; nothing until a read lands.
    let rows: Driver<[Row]>
    /// Hidden until a read lands, and while there are routes.
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

  private let opener: RouteStoreOpener
  private let backgroundScheduler: ImmediateSchedulerType
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    opener = dependency.opener
    backgroundScheduler = dependency.backgroundScheduler
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let reads = input.viewWillAppear.asObservable()
      .flatMapLatest { [opener, backgroundScheduler] in
        Observable.just(opener)
          .observe(on: backgroundScheduler)
          .map(Self.readRoutes(with:))
          .observe(on: MainScheduler.instance)
      }
      .asSignal(onErrorSignalWith: .empty())
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
      isEmptyHistoryHidden: routes.map { !$0.isEmpty }.startWith(true),
      readFailed: readFailed,
      showRouteDetail: showRouteDetail)
  }

  // MARK: - Work

  /// Opens a connection on the calling thread and reads the routes through it.
  private nonisolated static func readRoutes(with opener: RouteStoreOpener)
    -> Result<[Route], StoreError>
  {
    Result { () throws(StoreError) in try opener.open().routes() }
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
