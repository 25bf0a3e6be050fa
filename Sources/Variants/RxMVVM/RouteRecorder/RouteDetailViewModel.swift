import CoreLocationLite
import Domain
import Foundation
import RxCocoaLite
import RxLite

/// One stored route as a function of its events: its title at once, its figures and points
/// once read off the main thread; delete (after a confirmation) and export as taps in, their
/// alerts through the wireframe, the way back out.
///
/// The track read and each export are sequences that `observe(on:)` the background scheduler,
/// open a connection there and do their work in a `map`, then `observe(on:
/// MainScheduler.instance)`. The screen's dispose bag ends them: a read still running is
/// cancelled, an export's alert dropped (its file is written all the same). Deletion stays on
/// the main thread's connection.
@MainActor
final class RouteDetailViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The route the user chose in the history.
    let route: Route
    /// The route database, or why it could not be opened: where the route is deleted.
    let store: Result<RouteStore, StoreError>
    /// Opens connections to the route database where the track is read and exported.
    let opener: RouteStoreOpener
    /// Where the track is read and exported, off the main thread.
    let backgroundScheduler: ImmediateSchedulerType
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
    /// The route's figures, computed from its footprints, once read.
    let routeFiguresText: Driver<String>
    /// Every footprint of the route, in order, once read; nothing for a route without points.
    let track: Driver<[LocationCoordinate2D]>
    /// Export is enabled except while an export runs.
    let isExportEnabled: Driver<Bool>
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

  /// What reading the route gives: its figures, computed from its footprints, and their
  /// coordinates in recording order.
  struct Track: Sendable {
    let figuresText: String
    let coordinates: [LocationCoordinate2D]
  }

  private let route: Route
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let backgroundScheduler: ImmediateSchedulerType
  private let exportDirectory: URL
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    route = dependency.route
    store = dependency.store
    opener = dependency.opener
    backgroundScheduler = dependency.backgroundScheduler
    exportDirectory = dependency.exportDirectory
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let route = route
    let trackRead = Self.offMain(
      TrackRead(route: route, opener: opener), on: backgroundScheduler, Self.readTrack(_:)
    )
    .asDriver(onErrorDriveWith: .empty())
    let track = trackRead.compactMap { try? $0.get() }
    let loadFailed = trackRead.asObservable()
      .compactMap { read -> (String, String)? in
        guard case .failure(let error) = read else { return nil }
        return (RouteRecorderStrings.errorAlertTitle, error.message)
      }
      .asSignal(onErrorSignalWith: .empty())
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
    let export = Export(
      route: route, opener: opener,
      fileURL: exportDirectory.appendingPathComponent(RouteRecorderStrings.exportFileName(route)))
    let exportAlerts = input.exportButtonTapped.asObservable()
      .flatMap { [backgroundScheduler] in
        Self.offMain(export, on: backgroundScheduler, Self.write(_:))
      }
      .asSignal(onErrorSignalWith: .empty())
    let errorTitle = RouteRecorderStrings.errorAlertTitle
    return Output(
      title: .just(route.title),
      routeTitleText: .just(RouteRecorderStrings.historyRowTitle(route)),
      routeFiguresText: track.map(\.figuresText),
      track: track.map(\.coordinates).filter { !$0.isEmpty },
      isExportEnabled: Signal.merge(
        input.exportButtonTapped.map { false }, exportAlerts.map { _ in true }
      ).asDriver(onErrorJustReturn: true),
      loadFailed: inform(loadFailed),
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

  /// `work` done with `value` on `backgroundScheduler`, its answer back on the main scheduler.
  private static func offMain<Value: Sendable, Answer>(
    _ value: Value, on backgroundScheduler: ImmediateSchedulerType,
    _ work: @escaping (Value) -> Answer
  ) -> Observable<Answer> {
    Observable.just(value)
      .observe(on: backgroundScheduler)
      .map(work)
      .observe(on: MainScheduler.instance)
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

  /// What a track read needs, carried off the main thread.
  private struct TrackRead: Sendable {
    let route: Route
    let opener: RouteStoreOpener
  }

  /// What an export needs, carried off the main thread.
  private struct Export: Sendable {
    let route: Route
    let opener: RouteStoreOpener
    let fileURL: URL
  }

  /// Reads the footprints through a connection opened on the calling thread and computes the
  /// route's figures from them.
  private nonisolated static func readTrack(_ read: TrackRead) -> Result<Track, StoreError> {
    Result { () throws(StoreError) in
      let footprints = try read.opener.open().footprints(of: read.route.id)
      let route = read.route
      let measured = Route(
        id: route.id, title: route.title, createdAt: route.createdAt,
        figures: RouteFigures(footprints))
      return Track(
        figuresText: RouteRecorderStrings.historyRowDetail(measured),
        coordinates: footprints.map(\.coordinate))
    }
  }

  /// Writes the route's GPX document through a connection opened on the calling thread; the
  /// alert's title and message say how it went.
  private nonisolated static func write(_ export: Export) -> (String, String) {
    let route = export.route
    do {
      let track = try export.opener.open().gpxTrack(of: route.id)
      try GPXWriter.write(track, to: export.fileURL)
      return (
        RouteRecorderStrings.exportAlertTitle,
        RouteRecorderStrings.exportedMessage(route, fileName: export.fileURL.lastPathComponent)
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
