import CoreLocationLite
import Domain
import Foundation

/// Owns one stored route's detail (its texts and footprints) and carries out deletion and GPX
/// export, telling its delegate, the view, about every change and outcome.
@MainActor
final class RouteDetailPresenter {
  /// The route's texts: the screen title and its two labels.
  struct Summary: Equatable {
    let screenTitle: String
    let titleText: String
    let figuresText: String
  }

  // MARK: - State

  /// The route's footprints, in recording order; empty until loaded.
  private(set) var footprints: [LocationCoordinate2D] = [] {
    didSet { delegate?.routeDetailPresenter(self, didUpdateFootprints: footprints) }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet {
      if let errorMessage { delegate?.routeDetailPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  /// The view, told about every change; held weakly. Setting it tells it the route (and an
  /// undismissed error).
  weak var delegate: RouteDetailPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      delegate.routeDetailPresenter(self, didUpdateSummary: summary)
      delegate.routeDetailPresenter(self, didUpdateFootprints: footprints)
      if let errorMessage { delegate.routeDetailPresenter(self, didFailWithMessage: errorMessage) }
    }
  }
  private let route: Route
  private let store: RouteStore
  private let documentsDirectory: URL

  /// Creates a presenter for `route`, read from and deleted in `store`, exported to
  /// `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  /// The route's title and figures as the screen shows them.
  var summary: Summary {
    Summary(
      screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route),
      figuresText: RouteRecorderStrings.historyRowDetail(route))
  }

  // MARK: - User intents

  /// The screen loaded: reads the route's footprints.
  func loadFootprints() {
    do throws(StoreError) {
      footprints = try store.footprints(of: route.id).map(\.coordinate)
    } catch {
      errorMessage = error.message
    }
  }

  func deleteButtonTapped() {
    delegate?.routeDetailPresenter(
      self, didAskToConfirmDeletionWithMessage: RouteRecorderStrings.deleteAlertMessage(route))
  }

  /// The user confirmed: deletes the route and its footprints.
  func deletionConfirmed() {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      delegate?.routeDetailPresenterDidDeleteRoute(self)
    } catch {
      errorMessage = error.message
    }
  }

  /// Writes the route as GPX to the documents folder.
  func exportButtonTapped() {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      delegate?.routeDetailPresenter(
        self, didExportWithMessage: RouteRecorderStrings.exportedMessage(route, fileName: fileName))
    } catch {
      errorMessage = RouteRecorderStrings.exportFailedMessage(
        route, reason: String(describing: error))
    }
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }
}
