import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite

/// The recorder's state and rules, as streams: the user's events and the location manager's
/// come in, what the screen shows goes out.
///
/// The location manager is bridged through its delegate proxy (`rx.didUpdateLocations`,
/// `rx.didChangeAuthorization`, `rx.didFailWithError`). Fixes and errors are listened to only
/// while recording: `flatMapLatest` switches the location streams on when a route starts and
/// off when it finishes. The state lives in private relays; the view model imports no UI.
@MainActor
final class RecorderViewModel: Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// The screen's location manager (the view model becomes its delegate through the proxy).
    let locationManager: LocationManager
    /// The route database, or why it could not be opened.
    let store: Result<RouteStore, StoreError>
  }

  /// The user events the view model listens to.
  struct Input {
    let titleChanged: AnyObserver<String>
    /// The index of the accuracy segment the user chose.
    let accuracyChanged: AnyObserver<Int>
    let startTabSelected: AnyObserver<Void>
    let stopTabSelected: AnyObserver<Void>
    let footprintsTabSelected: AnyObserver<Void>
    let historyTabSelected: AnyObserver<Void>
    /// OK on the stop confirmation.
    let stopConfirmed: AnyObserver<Void>
    /// Cancel on the stop confirmation.
    let stopCancelled: AnyObserver<Void>
  }

  /// What the screen shows.
  struct Output {
    let isPermissionBannerHidden: Driver<Bool>
    let statusText: Driver<String>
    let isStartEnabled: Driver<Bool>
    let isStopEnabled: Driver<Bool>
    /// Where the map centres: the last saved fix of each batch.
    let mapCenter: Driver<LocationCoordinate2D>
    /// The footprint overlay: the current route's points, or nil when hidden.
    let footprints: Driver<[LocationCoordinate2D]?>
    /// The tab the bar highlights after a command.
    let tabSelection: Signal<TabSelection>
    let alert: Signal<Alert>
    /// The user asked for the history screen.
    let showHistory: Signal<Void>
  }

  /// What the tab bar highlights after a command.
  enum TabSelection: Sendable, Equatable {
    case start
    case none
  }

  /// An alert for the screen to present.
  enum Alert: Sendable, Equatable {
    /// `Error` with the message and OK.
    case error(message: String)
    /// The stop confirmation; its answers come back as `stopConfirmed` / `stopCancelled`.
    case confirmStop
  }

  let input: Input
  let output: Output

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>

  private let titleChanged = BehaviorSubject(value: "")
  private let accuracyChanged = PublishSubject<Int>()
  private let startTabSelected = PublishSubject<Void>()
  private let stopTabSelected = PublishSubject<Void>()
  private let footprintsTabSelected = PublishSubject<Void>()
  private let historyTabSelected = PublishSubject<Void>()
  private let stopConfirmed = PublishSubject<Void>()
  private let stopCancelled = PublishSubject<Void>()

  private let authorization: BehaviorRelay<AuthorizationStatus>
  /// The route being recorded, with its latest figures; nil while idle.
  private let recordingRoute = BehaviorRelay<Route?>(value: nil)
  private let statusText = BehaviorRelay(value: RouteRecorderStrings.idleStatus)
  private let footprints = BehaviorRelay<[LocationCoordinate2D]?>(value: nil)
  private let mapCenter = PublishRelay<LocationCoordinate2D>()
  private let tabSelection = PublishRelay<TabSelection>()
  private let alert = PublishRelay<Alert>()
  private let showHistory = PublishRelay<Void>()
  /// The points of the current route (the one being recorded, else the last one recorded on
  /// this screen), kept in memory for the overlay; nil before the first recording.
  private var trail: [LocationCoordinate2D]?
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    locationManager = dependency.locationManager
    store = dependency.store
    authorization = BehaviorRelay(value: dependency.locationManager.authorizationStatus)
    input = Input(
      titleChanged: titleChanged.asObserver(),
      accuracyChanged: accuracyChanged.asObserver(),
      startTabSelected: startTabSelected.asObserver(),
      stopTabSelected: stopTabSelected.asObserver(),
      footprintsTabSelected: footprintsTabSelected.asObserver(),
      historyTabSelected: historyTabSelected.asObserver(),
      stopConfirmed: stopConfirmed.asObserver(),
      stopCancelled: stopCancelled.asObserver())
    let isRecording = recordingRoute.map { $0 != nil }.distinctUntilChanged().share(replay: 1)
    let openingFailure: Alert? =
      if case .failure(let error) = dependency.store { .error(message: error.message) } else { nil }
    output = Output(
      isPermissionBannerHidden: authorization
        .map { !RouteRecorderRules.showsPermissionBanner(for: $0) }
        .asDriver(onErrorJustReturn: false),
      statusText: statusText.asDriver(),
      isStartEnabled: isRecording.map { !$0 }.asDriver(onErrorJustReturn: true),
      isStopEnabled: isRecording.asDriver(onErrorJustReturn: false),
      mapCenter: mapCenter.asDriver(onErrorDriveWith: .empty()),
      footprints: footprints.asDriver(),
      tabSelection: tabSelection.asSignal(),
      alert: Observable.merge(.from(optional: openingFailure), alert.asObservable())
        .asSignal(onErrorSignalWith: .empty()),
      showHistory: showHistory.asSignal())
    bindLocation(isRecording: isRecording)
    bindCommands(isRecording: isRecording)
    AccuracySetting.initial.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
  }

  // MARK: - Location

  /// Authorization always; fixes and errors only while recording.
  private func bindLocation(isRecording: Observable<Bool>) {
    let authorizationChanges = locationManager.rx.didChangeAuthorization.share()
    let fixes = locationManager.rx.didUpdateLocations
    let failures = locationManager.rx.didFailWithError
    authorizationChanges
      .bind(to: authorization)
      .disposed(by: disposeBag)
    isRecording
      .flatMapLatest { $0 ? authorizationChanges : .empty() }
      .filter { !RouteRecorderRules.mayRecord(with: $0) }
      .bind(with: self) { viewModel, _ in viewModel.finishRecording() }
      .disposed(by: disposeBag)
    isRecording
      .flatMapLatest { $0 ? fixes : .empty() }
      .map { $0.filter(\.isRecordable) }
      .filter { !$0.isEmpty }
      .bind(with: self) { viewModel, fixes in viewModel.save(fixes) }
      .disposed(by: disposeBag)
    isRecording
      .flatMapLatest { $0 ? failures : .empty() }
      .compactMap { $0 as? LocationError }
      .bind(with: self) { viewModel, error in viewModel.report(error) }
      .disposed(by: disposeBag)
    accuracyChanged
      .compactMap(AccuracySetting.init(rawValue:))
      .bind(with: self) { viewModel, setting in setting.apply(to: viewModel.locationManager) }
      .disposed(by: disposeBag)
  }

  // MARK: - Tab bar commands

  private func bindCommands(isRecording: Observable<Bool>) {
    startTabSelected
      .withLatestFrom(Observable.combineLatest(titleChanged, authorization))
      .bind(with: self) { viewModel, values in
        viewModel.startRecording(title: values.0, authorization: values.1)
      }
      .disposed(by: disposeBag)
    stopTabSelected
      .map { Alert.confirmStop }
      .bind(to: alert)
      .disposed(by: disposeBag)
    stopConfirmed
      .bind(with: self) { viewModel, _ in viewModel.finishRecording() }
      .disposed(by: disposeBag)
    footprintsTabSelected
      .bind(with: self) { viewModel, _ in viewModel.toggleFootprints() }
      .disposed(by: disposeBag)
    historyTabSelected
      .bind(to: showHistory)
      .disposed(by: disposeBag)
    // After these the bar highlights Start while recording, nothing otherwise.
    Observable.merge(stopCancelled, footprintsTabSelected, historyTabSelected)
      .withLatestFrom(isRecording)
      .map { $0 ? TabSelection.start : .none }
      .bind(to: tabSelection)
      .disposed(by: disposeBag)
  }

  // MARK: - Recording

  private func startRecording(title: String, authorization: AuthorizationStatus) {
    switch newRoute(titled: title, authorization: authorization) {
    case .failure(let refusal):
      alert.accept(.error(message: refusal.message))
      tabSelection.accept(.none)
    case .success(let route):
      if footprints.value != nil { footprints.accept(nil) }
      trail = []
      recordingRoute.accept(route)
      statusText.accept(RouteRecorderStrings.recordingStatus(title: route.title, pointCount: 0))
      locationManager.startUpdatingLocation()
    }
  }

  /// The route a start creates, or why it may not start.
  private func newRoute(titled title: String, authorization: AuthorizationStatus)
    -> Result<Route, Refusal>
  {
    if RouteRecorderRules.isBlank(title) {
      return .failure(Refusal(message: RouteRecorderStrings.emptyTitleError))
    }
    guard RouteRecorderRules.mayRecord(with: authorization) else {
      return .failure(Refusal(message: RouteRecorderStrings.missingPermissionError))
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else {
        return .failure(Refusal(message: RouteRecorderStrings.duplicateTitleError(title)))
      }
      return .success(try store.createRoute(title: title))
    } catch {
      return .failure(Refusal(message: error.message))
    }
  }

  /// Saves a batch of recordable fixes in one call, then shows the new count and centre.
  private func save(_ fixes: [Location]) {
    guard let route = recordingRoute.value else { return }
    do throws(StoreError) {
      let saved = try store.get().append(fixes, to: route.id)
      trail?.append(contentsOf: fixes.map(\.coordinate))
      recordingRoute.accept(saved)
      statusText.accept(
        RouteRecorderStrings.recordingStatus(title: saved.title, pointCount: saved.pointCount))
      if let last = fixes.last { mapCenter.accept(last.coordinate) }
      if footprints.value != nil { footprints.accept(trail) }
    } catch {
      alert.accept(.error(message: error.message))
      finishRecording()
    }
  }

  private func report(_ error: LocationError) {
    if error.isFinal { finishRecording() }
    statusText.accept(RouteRecorderStrings.locationUnavailable(error))
  }

  /// Stops updates and shows what was saved; does nothing while idle.
  private func finishRecording() {
    guard let route = recordingRoute.value else { return }
    locationManager.stopUpdatingLocation()
    recordingRoute.accept(nil)
    tabSelection.accept(.none)
    statusText.accept(
      RouteRecorderStrings.savedStatus(title: route.title, pointCount: route.pointCount))
  }

  /// Shows or hides the current route's points; without a route, nothing changes.
  private func toggleFootprints() {
    guard let trail else { return }
    footprints.accept(footprints.value == nil ? trail : nil)
  }
}

/// Why a start was refused, as the alert says it.
private struct Refusal: Error {
  let message: String
}
