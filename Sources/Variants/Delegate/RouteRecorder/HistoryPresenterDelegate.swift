/// The view a ``HistoryPresenter`` talks to: it is told the rows to list and the errors to
/// show, and asked to open a route.
@MainActor
protocol HistoryPresenterDelegate: AnyObject {
  /// The list now holds `rows`, newest route first.
  func historyPresenter(_ presenter: HistoryPresenter, didUpdateRows rows: [HistoryPresenter.Row])
  /// An error to show until the user dismisses it.
  func historyPresenter(_ presenter: HistoryPresenter, didFailWithMessage message: String)
  /// Show the route detail screen, driven by `detail`.
  func historyPresenter(
    _ presenter: HistoryPresenter, didRequestRouteDetail detail: RouteDetailPresenter)
}
