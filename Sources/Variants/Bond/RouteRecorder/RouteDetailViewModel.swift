import BondLite
import CoreLocationLite
import Domain
import Foundation

/// One stored route: its texts as constants, its track as an observable property, deletion and
/// export as inputs, their outcomes as signals.
@MainActor
final class RouteDetailViewModel {
  /// The screen's title: the route's title.
  let title: String
  /// What `routeTitleLabel` says.
  let titleText: String
  /// What `routeFiguresLabel` says.
  let figuresText: String
  /// Every footprint's coordinate, in recording order, once the screen has loaded.
  let coordinates = Observable<[LocationCoordinate2D]>([])

  /// Sends once the route is deleted.
  var deletions: SafeSignal<Void> { deletionSubject.toSignal() }
  /// Each successful export's message, once.
  var exportedMessages: SafeSignal<String> { exportedSubject.toSignal() }
  /// Each error to show the user, once.
  var errorMessages: SafeSignal<String> { errorSubject.toSignal() }

  private let deletionSubject = PassthroughSubject<Void, Never>()
  private let exportedSubject = PassthroughSubject<String, Never>()
  private let errorSubject = PassthroughSubject<String, Never>()
  private let route: Route
  private let store: RouteStore
  private let documentsDirectory: URL

  /// Creates a view model for `route` in `store`, exporting to `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
    title = route.title
    titleText = RouteRecorderStrings.historyRowTitle(route)
    figuresText = RouteRecorderStrings.historyRowDetail(route)
  }

  /// The text of the delete confirmation.
  var deleteAlertMessage: String { RouteRecorderStrings.deleteAlertMessage(route) }

  // MARK: - Inputs

  /// Reads the route's footprints.
  func load() {
    do throws(StoreError) {
      coordinates.value = try store.footprints(of: route.id).map(\.coordinate)
    } catch {
      errorSubject.send(error.message)
    }
  }

  /// Deletes the route and its footprints.
  func deleteRoute() {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      deletionSubject.send()
    } catch {
      errorSubject.send(error.message)
    }
  }

  /// Writes the route as GPX into the documents folder.
  func exportRoute() {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      exportedSubject.send(RouteRecorderStrings.exportedMessage(route, fileName: fileName))
    } catch {
      errorSubject.send(
        RouteRecorderStrings.exportFailedMessage(route, reason: String(describing: error)))
    }
  }
}
