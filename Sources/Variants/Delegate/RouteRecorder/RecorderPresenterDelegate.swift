import CoreLocationLite

/// The view a ``RecorderPresenter`` talks to: it is told every piece of state it shows, and
/// asked to confirm, to show errors and to open the history.
@MainActor
protocol RecorderPresenterDelegate: AnyObject {
  // MARK: - State

  /// `permissionBanner` is now visible (or hidden).
  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdatePermissionBannerVisibility isVisible: Bool)
  /// `statusLabel` now says `text`.
  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateStatusText text: String)
  /// A recording began or ended: Start and Stop swap their enabled states.
  func recorderPresenter(_ presenter: RecorderPresenter, didUpdateRecording isRecording: Bool)
  /// The Start tab is now the selected one, or no tab is.
  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateStartTabSelection isSelected: Bool)
  /// The map centre moved to `center` (the zoom stays).
  func recorderPresenter(
    _ presenter: RecorderPresenter, didMoveMapCenterTo center: LocationCoordinate2D)
  /// The footprint overlay now draws `footprints`; nil hides it.
  func recorderPresenter(
    _ presenter: RecorderPresenter, didUpdateFootprintOverlay footprints: [LocationCoordinate2D]?)
  /// An error to show until the user dismisses it.
  func recorderPresenter(_ presenter: RecorderPresenter, didFailWithMessage message: String)

  // MARK: - Requests

  /// Ask the user whether to stop recording.
  func recorderPresenterDidAskToConfirmStop(_ presenter: RecorderPresenter)
  /// Show the history screen, driven by `history`.
  func recorderPresenter(
    _ presenter: RecorderPresenter, didRequestHistory history: HistoryPresenter)
}
