import CoreLocationLite

/// The view a ``RouteDetailPresenter`` talks to: it is told the route's texts and footprints
/// and the outcome of each command, and asked to confirm a deletion.
@MainActor
protocol RouteDetailPresenterDelegate: AnyObject {
  // MARK: - State

  /// The route's texts: the screen title and its two labels.
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateSummary summary: RouteDetailPresenter.Summary)
  /// The map now draws `footprints`, in recording order.
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateFootprints footprints: [LocationCoordinate2D])
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
