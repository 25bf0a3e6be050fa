import CoreLocationLite
import Domain
import Foundation
import RxCocoaLite
import RxLite

/// One stored route as streams: its texts and points on load; delete (after confirmation) and
/// export as button taps in, alerts and the way back out.
@MainActor
final class RouteDetailViewModel: Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The route the user chose in the history.
    let route: Route
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
    /// Where exports are written (the app's documents folder).
    let exportDirectory: URL
  }

  /// The user events the view model listens to.
  struct Input {
    let deleteButtonTapped: AnyObserver<Void>
    /// Delete on the delete confirmation.
    let deleteConfirmed: AnyObserver<Void>
    let exportButtonTapped: AnyObserver<Void>
  }

  /// What the screen shows.
  struct Output {
    /// The navigation title: the route's title.
    let title: Driver<String>
    let routeTitleText: Driver<String>
    let routeFiguresText: Driver<String>
    /// Every footprint of the route, in order; nothing for a route without points.
    let track: Driver<[LocationCoordinate2D]>
    let alert: Signal<Alert>
    /// The route is gone: go back to the history.
    let dismiss: Signal<Void>
  }

  /// An alert for the screen to present.
  enum Alert: Sendable, Equatable {
    /// The delete confirmation; Delete comes back as `deleteConfirmed`.
    case confirmDelete(message: String)
    /// `Exported` with the message and OK.
    case exported(message: String)
    /// `Error` with the message and OK.
    case error(message: String)
  }

  let input: Input
  let output: Output

  private let route: Route
  private let store: Result<RouteStore, StoreError>
  private let exportDirectory: URL
  private let deleteButtonTapped = PublishSubject<Void>()
  private let deleteConfirmed = PublishSubject<Void>()
  private let exportButtonTapped = PublishSubject<Void>()
  private let alert = PublishRelay<Alert>()
  private let dismiss = PublishRelay<Void>()
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    route = dependency.route
    store = dependency.store
    exportDirectory = dependency.exportDirectory
    input = Input(
      deleteButtonTapped: deleteButtonTapped.asObserver(),
      deleteConfirmed: deleteConfirmed.asObserver(),
      exportButtonTapped: exportButtonTapped.asObserver())
    let route = dependency.route
    let footprints: Result<[Footprint], StoreError>
    do throws(StoreError) {
      footprints = .success(try dependency.store.get().footprints(of: route.id))
    } catch {
      footprints = .failure(error)
    }
    let points = (try? footprints.get().map(\.coordinate)) ?? []
    let loadAlert: Alert? =
      if case .failure(let error) = footprints { .error(message: error.message) } else { nil }
    output = Output(
      title: .just(route.title),
      routeTitleText: .just(RouteRecorderStrings.historyRowTitle(route)),
      routeFiguresText: .just(RouteRecorderStrings.historyRowDetail(route)),
      track: points.isEmpty ? .empty() : .just(points),
      alert: Observable.merge(.from(optional: loadAlert), alert.asObservable())
        .asSignal(onErrorSignalWith: .empty()),
      dismiss: dismiss.asSignal())
    bindCommands()
  }

  // MARK: - Commands

  private func bindCommands() {
    deleteButtonTapped
      .map { [route] in
        Alert.confirmDelete(message: RouteRecorderStrings.deleteAlertMessage(route))
      }
      .bind(to: alert)
      .disposed(by: disposeBag)
    deleteConfirmed
      .bind(with: self) { viewModel, _ in viewModel.deleteRoute() }
      .disposed(by: disposeBag)
    exportButtonTapped
      .bind(with: self) { viewModel, _ in viewModel.alert.accept(viewModel.exportRoute()) }
      .disposed(by: disposeBag)
  }

  private func deleteRoute() {
    do throws(StoreError) {
      try store.get().deleteRoute(route.id)
      dismiss.accept(())
    } catch {
      alert.accept(.error(message: error.message))
    }
  }

  /// Writes the route's GPX document to the export folder; the alert says how it went.
  private func exportRoute() -> Alert {
    let fileName = RouteRecorderStrings.exportFileName(route)
    do {
      let track = try store.get().gpxTrack(of: route.id)
      try GPXWriter.write(track, to: exportDirectory.appendingPathComponent(fileName))
      return .exported(message: RouteRecorderStrings.exportedMessage(route, fileName: fileName))
    } catch {
      let reason = String(describing: error)
      return .error(message: RouteRecorderStrings.exportFailedMessage(route, reason: reason))
    }
  }
}
