import CoreLocationLite
import Domain
import Foundation
import RxCocoaLite
import RxLite

/// One stored route as a function of its events: its texts and points when the screen loads;
/// delete (after a confirmation) and export as taps in, their alerts through the wireframe,
/// the way back out.
@MainActor
final class RouteDetailViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The route the user chose in the history.
    let route: Route
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
    /// Where exports are written (the app's documents folder).
    let exportDirectory: URL
    /// Where confirmations and results are shown.
    let wireframe: Wireframe
  }

  /// The user events the screen's behaviour is derived from.
  struct Input {
    let deleteButtonTapped: Signal<Void>
    let exportButtonTapped: Signal<Void>
  }

  /// What the screen shows and does.
  struct Output {
    /// The navigation title: the route's title.
    let title: Driver<String>
    let routeTitleText: Driver<String>
    let routeFiguresText: Driver<String>
    /// Every footprint of the route, in order; nothing for a route without points.
    let track: Driver<[LocationCoordinate2D]>
    /// The points could not be read: the `Error` alert, done when dismissed.
    let loadFailed: Signal<Void>
    /// An export was written or failed: its alert, done when dismissed.
    let exported: Signal<Void>
    /// The route is gone: go back to the history.
    let deleted: Signal<Void>
  }

  /// The answers of the delete confirmation.
  enum DeleteAnswer: PromptAction {
    case delete
    case cancel

    var title: String {
      switch self {
      case .delete: RouteRecorderStrings.deleteActionTitle
      case .cancel: RouteRecorderStrings.cancelActionTitle
      }
    }

    var isDestructive: Bool { self == .delete }
  }

  private let route: Route
  private let store: Result<RouteStore, StoreError>
  private let exportDirectory: URL
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    route = dependency.route
    store = dependency.store
    exportDirectory = dependency.exportDirectory
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let route = route
    let footprints = readFootprints()
    let points = (try? footprints.get().map(\.coordinate)) ?? []
    let loadFailure: String? =
      if case .failure(let error) = footprints { error.message } else { nil }
    let deletions = input.deleteButtonTapped
      .flatMapLatest { [wireframe] in
        wireframe.promptFor(
          RouteRecorderStrings.deleteAlertTitle,
          message: RouteRecorderStrings.deleteAlertMessage(route),
          cancelAction: DeleteAnswer.cancel, actions: [.delete]
        )
        .asSignal(onErrorSignalWith: .empty())
      }
      .filter { $0 == .delete }
      .map { [store] _ in Self.delete(route, from: store) }
    let deleteFailed = deletions.compactMap { result -> String? in
      guard case .failure(let error) = result else { return nil }
      return error.message
    }
    let exportAlerts = input.exportButtonTapped
      .map { [store, exportDirectory] in
        Self.export(route, from: store, to: exportDirectory)
      }
    let errorTitle = RouteRecorderStrings.errorAlertTitle
    return Output(
      title: .just(route.title),
      routeTitleText: .just(RouteRecorderStrings.historyRowTitle(route)),
      routeFiguresText: .just(RouteRecorderStrings.historyRowDetail(route)),
      track: points.isEmpty ? .empty() : .just(points),
      loadFailed: inform(loadFailure.map { .just((errorTitle, $0)) } ?? .empty()),
      exported: inform(Signal.merge(exportAlerts, deleteFailed.map { (errorTitle, $0) })),
      deleted: deletions.filter { (try? $0.get()) != nil }.map { _ in () })
  }

  // MARK: - Work

  /// Shows each title and message with OK; sends when OK is tapped.
  private func inform(_ alerts: Signal<(String, String)>) -> Signal<Void> {
    alerts.asObservable()
      .flatMap { [wireframe] title, message in
        wireframe.promptFor(title, message: message, cancelAction: nil, actions: [Dismissal.ok])
      }
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
  }

  private func readFootprints() -> Result<[Footprint], StoreError> {
    do throws(StoreError) {
      return .success(try store.get().footprints(of: route.id))
    } catch {
      return .failure(error)
    }
  }

  private static func delete(_ route: Route, from store: Result<RouteStore, StoreError>)
    -> Result<Void, StoreError>
  {
    do throws(StoreError) {
      return .success(try store.get().deleteRoute(route.id))
    } catch {
      return .failure(error)
    }
  }

  /// Writes the route's GPX document to the export folder; the alert's title and message say
  /// how it went.
  private static func export(
    _ route: Route, from store: Result<RouteStore, StoreError>, to exportDirectory: URL
  ) -> (String, String) {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.get().gpxTrack(of: route.id)
      try GPXWriter.write(track, to: exportDirectory.appendingPathComponent(fileName))
      return (
        RouteRecorderStrings.exportAlertTitle,
        RouteRecorderStrings.exportedMessage(route, fileName: fileName)
      )
    } catch {
      let reason = String(describing: error)
      return (
        RouteRecorderStrings.errorAlertTitle,
        RouteRecorderStrings.exportFailedMessage(route, reason: reason)
      )
    }
  }
}
