import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite

/// The recorder's rules, as a function from the user's and the location manager's events to
/// what the screen shows.
///
/// A start that is allowed opens a recording session: a sequence that starts location updates
/// when subscribed, turns each batch of fixes into a store write, ends with the event that
/// finishes the recording (a confirmed stop, lost permission, a final location error, a failed
/// write) and stops the updates when it is disposed. `flatMapLatest` over the starts runs one
/// session at a time. Every event is folded by `scan` into the ``RecorderState`` the outputs
/// are read from; nothing is stored outside the sequences.
@MainActor
final class RecorderViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The screen's location manager, heard through its delegate proxy.
    let locationManager: LocationManager
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
    /// Where the stop confirmation and errors are shown.
    let wireframe: Wireframe
  }

  /// The user events the screen's behaviour is derived from.
  struct Input {
    let title: Driver<String>
    /// The index of the accuracy segment the user chose.
    let accuracyChanged: Signal<Int>
    let startTabSelected: Signal<Void>
    let stopTabSelected: Signal<Void>
    let footprintsTabSelected: Signal<Void>
    let historyTabSelected: Signal<Void>
  }

  /// What the screen shows and does.
  struct Output {
    let isPermissionBannerHidden: Driver<Bool>
    let statusText: Driver<String>
    let isStartEnabled: Driver<Bool>
    let isStopEnabled: Driver<Bool>
    /// Where the map centres: the last saved fix of each batch.
    let mapCenter: Signal<LocationCoordinate2D>
    /// The footprint overlay: the current route's points, or nil when hidden.
    let footprints: Driver<[LocationCoordinate2D]?>
    /// The tab the bar highlights after a command.
    let tabSelection: Signal<TabSelection>
    /// An `Error` alert was shown and dismissed.
    let errorShown: Signal<Void>
    /// The user asked for the history screen.
    let showHistory: Signal<Void>
  }

  /// The answers of the stop confirmation.
  enum StopAnswer: PromptAction {
    case ok
    case cancel

    var title: String {
      switch self {
      case .ok: RouteRecorderStrings.okActionTitle
      case .cancel: RouteRecorderStrings.cancelActionTitle
      }
    }
  }

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    locationManager = dependency.locationManager
    store = dependency.store
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let authorization = authorizationStatus()
    let stopAnswers = input.stopTabSelected.flatMapLatest { [wireframe] in
      wireframe.promptFor(
        RouteRecorderStrings.stopAlertTitle, message: RouteRecorderStrings.stopAlertMessage,
        cancelAction: StopAnswer.cancel, actions: [.ok]
      )
      .asSignal(onErrorSignalWith: .empty())
    }
    let starts = input.startTabSelected.asObservable()
      .withLatestFrom(
        Observable.combineLatest(input.title.asObservable(), authorization.asObservable()))
      .map { [store] title, authorization in
        RecorderEvent.start(title: title, authorization: authorization, store: store)
      }
      .share()
    let sessions = starts
      .compactMap { event -> Route? in
        guard case .started(let route) = event else { return nil }
        return route
      }
      .flatMapLatest { [locationManager, store] route in
        Self.recording(
          route, stopConfirmed: stopAnswers.filter { $0 == .ok }.map { _ in },
          locationManager: locationManager, store: store)
      }
    let events = Observable.merge(
      starts,
      sessions,
      stopAnswers.asObservable().filter { $0 == .cancel }.map { _ in .stopCancelled },
      input.footprintsTabSelected.asObservable().map { .footprintsTabSelected },
      input.historyTabSelected.asObservable().map { .historyTabSelected },
      accuracySettings(input.accuracyChanged))
    let transitions = events
      .scan((RecorderEvent.accuracyChanged, RecorderState.initial)) { last, event in
        (event, last.1.reduced(by: event))
      }
      .asSignal(onErrorSignalWith: .empty())
    let state = transitions.map(\.1).asDriver(onErrorJustReturn: .initial)
      .startWith(.initial)
    let isRecording = state.map { $0.recording != nil }.distinctUntilChanged()
    return Output(
      isPermissionBannerHidden: authorization.map {
        !RouteRecorderRules.showsPermissionBanner(for: $0)
      },
      statusText: state.map(\.status).distinctUntilChanged(),
      isStartEnabled: isRecording.map { !$0 },
      isStopEnabled: isRecording,
      mapCenter: transitions.compactMap { event, _ in event.mapCenter },
      footprints: state.map(\.footprints).distinctUntilChanged(),
      tabSelection: transitions.compactMap { event, state in event.tabSelection(after: state) },
      errorShown: errorAlerts(Signal.merge(
        openingFailure(), transitions.compactMap { event, _ in event.errorMessage })),
      showHistory: input.historyTabSelected)
  }

  // MARK: - Location

  /// The authorization status, current first; subscribing sets the initial accuracy and asks
  /// for permission, as the screen's first appearance does on iOS.
  private func authorizationStatus() -> Driver<AuthorizationStatus> {
    let locationManager = locationManager
    return locationManager.rx.didChangeAuthorization
      .startWith(locationManager.authorizationStatus)
      .do(onSubscribed: {
        AccuracySetting.initial.apply(to: locationManager)
        locationManager.allowsBackgroundLocationUpdates = true
        locationManager.showsBackgroundLocationIndicator = true
        locationManager.requestAlwaysAuthorization()
      })
      .asDriver(onErrorJustReturn: .notDetermined)
  }

  /// Each chosen accuracy, applied to the location manager as it is chosen.
  private func accuracySettings(_ indices: Signal<Int>) -> Observable<RecorderEvent> {
    let locationManager = locationManager
    return indices.asObservable()
      .compactMap(AccuracySetting.init(rawValue:))
      .do(onNext: { $0.apply(to: locationManager) })
      .map { _ in .accuracyChanged }
  }

  /// One recording of `route`: updates run while it is subscribed; it completes with the event
  /// that finishes the recording.
  private static func recording(
    _ route: Route, stopConfirmed: Signal<Void>, locationManager: LocationManager,
    store: Result<RouteStore, StoreError>
  ) -> Observable<RecorderEvent> {
    let saves = locationManager.rx.didUpdateLocations
      .map { $0.filter(\.isRecordable) }
      .filter { !$0.isEmpty }
      .map { fixes in RecorderEvent.save(fixes, to: route, in: store) }
    let permissionLost = locationManager.rx.didChangeAuthorization
      .filter { !RouteRecorderRules.mayRecord(with: $0) }
      .map { _ in RecorderEvent.recordingStopped }
    let failures = locationManager.rx.didFailWithError
      .compactMap { $0 as? LocationError }
      .map(RecorderEvent.locationFailed)
    return Observable.merge(
      saves, permissionLost, failures,
      stopConfirmed.asObservable().map { .recordingStopped })
    .take(while: { !$0.finishesRecording }, behavior: .inclusive)
    .do(
      onSubscribed: { locationManager.startUpdatingLocation() },
      onDispose: { locationManager.stopUpdatingLocation() })
  }

  // MARK: - Alerts

  /// The store's opening error, once, when the screen loads.
  private func openingFailure() -> Signal<String> {
    guard case .failure(let error) = store else { return .empty() }
    return .just(error.message)
  }

  /// Shows each message in an `Error` alert with OK; sends when OK is tapped.
  private func errorAlerts(_ messages: Signal<String>) -> Signal<Void> {
    messages.asObservable()
      .flatMap { [wireframe] message in
        wireframe.promptFor(
          RouteRecorderStrings.errorAlertTitle, message: message, cancelAction: nil,
          actions: [Dismissal.ok])
      }
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
  }
}
