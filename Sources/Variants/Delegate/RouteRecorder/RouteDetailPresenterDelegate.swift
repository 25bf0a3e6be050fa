/// The view a ``RouteDetailPresenter`` talks to: it is told the route's texts, its track once
/// read, whether an export runs and the outcome of each command, and asked to confirm a
/// deletion.
@MainActor
protocol RouteDetailPresenterDelegate: AnyObject {
  // MARK: - State

  /// The route's texts known at once: the screen title and its title label.
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateSummary summary: RouteDetailPresenter.Summary)
  /// The route's track was read: its figures, and its footprints for the map.
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didLoadTrack track: RouteDetailPresenter.Track)
  /// An export started (`true`) or ended (`false`).
  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didChangeExporting isExporting: Bool)
  /// An error to show until the user dismisses it.
  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didFailWithMessage message: String)

  // MARK: - Requests and outcomes

  /// Ask the user to confirm deleting the route, with `message`.
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didAskToConfirmDeletionWithMessage message: String)
  /// The route is gone; leave the screen.
  func routeDetailPresenterDidDeleteRoute(_ presenter: RouteDetailPresenter)
  /// The route was exported; tell the user with `message`.
  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didExportWithMessage message: String)
}
