import CoreLocationLite
import Domain
import Foundation

/// One stored route: its figures, its footprints, deletion and GPX export, each answered
/// through a completion closure.
@MainActor
final class RouteDetailViewModel {
  /// The route's texts: the screen title and its two labels.
  struct Summary: Equatable {
    let screenTitle: String
    let titleText: String
    let figuresText: String
  }

  /// Why the export failed, as the error alert says it.
  struct ExportFailure: Error {
    let message: String
  }

  private let route: Route
  private let store: RouteStore
  private let documentsDirectory: URL

  /// Creates a view model for `route`, read from and deleted in `store`, exported to
  /// `documentsDirectory`.
  init(route: Route, store: RouteStore, documentsDirectory: URL) {
    self.route = route
    self.store = store
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - Reading

  /// Calls back with the route's title and figures.
  func loadRoute(completion: @escaping (Summary) -> Void) {
    completion(
      Summary(
        screenTitle: route.title, titleText: RouteRecorderStrings.historyRowTitle(route),
        figuresText: RouteRecorderStrings.historyRowDetail(route)))
  }

  /// Reads the route's footprints and calls back with their coordinates, in recording order.
  func loadFootprints(completion: @escaping (Result<[LocationCoordinate2D], StoreError>) -> Void) {
    do throws(StoreError) {
      completion(.success(try store.footprints(of: route.id).map(\.coordinate)))
    } catch {
      completion(.failure(error))
    }
  }

  // MARK: - Deleting

  /// Calls back with the question the delete confirmation asks.
  func prepareDeletion(completion: @escaping (_ message: String) -> Void) {
    completion(RouteRecorderStrings.deleteAlertMessage(route))
  }

  /// Deletes the route and its footprints, and calls back with the outcome.
  func deleteRoute(completion: @escaping (Result<Void, StoreError>) -> Void) {
    do throws(StoreError) {
      try store.deleteRoute(route.id)
      completion(.success(()))
    } catch {
      completion(.failure(error))
    }
  }

  // MARK: - Exporting

  /// Writes the route as GPX to the documents folder, and calls back with the message that
  /// says where, or with why it could not.
  func exportRoute(completion: @escaping (Result<String, ExportFailure>) -> Void) {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.gpxTrack(of: route.id)
      try GPXWriter.write(track, to: documentsDirectory.appendingPathComponent(fileName))
      completion(.success(RouteRecorderStrings.exportedMessage(route, fileName: fileName)))
    } catch {
      let reason = String(describing: error)
      completion(
        .failure(
          ExportFailure(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason))))
    }
  }
}
