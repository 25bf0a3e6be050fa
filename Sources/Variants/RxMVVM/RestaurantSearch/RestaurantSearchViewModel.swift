import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite

/// The restaurant search's rules, as a function from the screen's events to what it shows.
///
/// The location manager's valid fixes are the current location: a sequence that asks for
/// permission and starts updates when subscribed, stops them when disposed, and is shared with
/// replay so that a search started later reads the latest fix; access taken back turns it into
/// nil until the next fix. The button's taps (with the field's text) and the keyword edits
/// (after 500 ms of quiet, on the injected scheduler) merge into one stream of queries, dropped
/// while no location is known. `flatMapLatest` turns
/// each query into its request, decoded on the injected background scheduler, and disposes the
/// previous one, which cancels its request or its decoding: an overtaken answer never arrives.
/// Every output is derived from those two shared streams, queries and results; an answer that
/// needs an alert is a prompt of the wireframe.
@MainActor
final class RestaurantSearchViewModel: ViewModelType, Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// Where searches are sent.
    let hotpepper: HotpepperAPI
    /// The screen's location manager, heard through its delegate proxy.
    let locationManager: LocationManager
    /// The clock the keyword debounce waits on (the main loop's).
    let scheduler: SchedulerType
    /// Where answers are decoded, off the main thread.
    let backgroundScheduler: ImmediateSchedulerType
    /// Where the answers' alerts are shown.
    let wireframe: Wireframe
  }

  /// The user events the screen's behaviour is derived from.
  struct Input {
    let searchButtonTapped: Signal<Void>
    /// The keyword field's text: the current text first, then the text after each edit.
    let keyword: Driver<String>
    /// The id of the marker the user selected.
    let markerSelected: Signal<String>
  }

  /// What the screen shows and does.
  struct Output {
    /// Whether there is a location to search around: true with a fix, false once access is
    /// taken back.
    let isSearchButtonEnabled: Driver<Bool>
    /// Whether a search is in flight.
    let isSearching: Driver<Bool>
    /// The first location only: where the camera centres, once.
    let cameraCenter: Driver<LocationCoordinate2D>
    /// The shops of each answer, empty ones included: the markers to show instead of the
    /// current ones.
    let shops: Driver<[Shop]>
    /// The left-out line of each answer; nil when it left no shop out.
    let leftOutNotice: Driver<String?>
    /// The info window's text, or nil when it is hidden.
    let infoWindow: Driver<InfoWindow?>
    /// An answer's alert was shown and dismissed.
    let alertShown: Signal<Void>
  }

  private let hotpepper: HotpepperAPI
  private let locationManager: LocationManager
  private let scheduler: SchedulerType
  private let backgroundScheduler: ImmediateSchedulerType
  private let wireframe: Wireframe

  init(with dependency: Dependency) {
    hotpepper = dependency.hotpepper
    locationManager = dependency.locationManager
    scheduler = dependency.scheduler
    backgroundScheduler = dependency.backgroundScheduler
    wireframe = dependency.wireframe
  }

  func transform(input: Input) -> Output {
    let location = currentLocation()
    let usableLocation = usable(location)
    let keyword = input.keyword.asObservable()
    let queries = Observable.merge(
      input.searchButtonTapped.asObservable().withLatestFrom(keyword),
      keyword.skip(1).debounce(Self.keywordDebounce, scheduler: scheduler)
    )
    .withLatestFrom(usableLocation) { keyword, coordinate in
      coordinate.map { RestaurantSearchQuery(coordinate: $0, keyword: keyword) }
    }
    .compactMap { $0 }
    .share()
    let results = queries
      .flatMapLatest { [hotpepper, backgroundScheduler] query in
        hotpepper.rx.searchShops(query, decodingOn: backgroundScheduler)
      }
      .share()
    let found = results.compactMap { try? $0.get() }
    let shops = found.map(\.shops)
    let selectedShop = input.markerSelected.asObservable()
      .withLatestFrom(shops) { id, shops in shops.first { $0.id == id } }
      .compactMap { $0 }
    let infoWindow = Observable<InfoWindow?>.merge(
      shops.map { _ in nil },
      selectedShop.map { InfoWindow(shop: $0) })
    let isSearching = Observable.merge(queries.map { _ in true }, results.map { _ in false })
    return Output(
      isSearchButtonEnabled: usableLocation.map { $0 != nil }.distinctUntilChanged()
        .asDriver(onErrorDriveWith: .empty()),
      isSearching: isSearching.asDriver(onErrorDriveWith: .empty()),
      cameraCenter: location.take(1).asDriver(onErrorDriveWith: .empty()),
      shops: shops.asDriver(onErrorDriveWith: .empty()),
      leftOutNotice: found.map { RestaurantSearchStrings.leftOutNotice(count: $0.leftOutCount) }
        .asDriver(onErrorDriveWith: .empty()),
      infoWindow: infoWindow.asDriver(onErrorDriveWith: .empty()),
      alertShown: alerts(results.compactMap(Alert.init(result:))))
  }

  /// The keyword's quiet time, as Rx's time interval.
  private static let keywordDebounce = RxTimeInterval.milliseconds(
    Int(RestaurantSearchRules.keywordDebounceInterval / .milliseconds(1)))

  // MARK: - Location

  /// The last valid fix of each batch; subscribing asks for when-in-use permission and starts
  /// updates, as the screen's load does on iOS, and disposing stops them.
  /// `location`'s fixes, and nil whenever access is taken back: no search with a place the user
  /// no longer shares.
  private func usable(_ location: Observable<LocationCoordinate2D>)
    -> Observable<LocationCoordinate2D?>
  {
    let accessTakenBack = locationManager.rx.didChangeAuthorization
      .filter(RestaurantSearchRules.forgetsLocation(whenAuthorizationIs:))
      .map { _ -> LocationCoordinate2D? in nil }
    return Observable.merge(location.map { $0 }, accessTakenBack).share(replay: 1)
  }

  private func currentLocation() -> Observable<LocationCoordinate2D> {
    let locationManager = locationManager
    return locationManager.rx.didUpdateLocations
      .compactMap { $0.last(where: \.isValid)?.coordinate }
      .do(
        onSubscribed: {
          locationManager.requestWhenInUseAuthorization()
          locationManager.startUpdatingLocation()
        },
        onDispose: { locationManager.stopUpdatingLocation() })
      .share(replay: 1)
  }

  // MARK: - Alerts

  /// Shows each alert with its one OK button; sends when OK is tapped.
  private func alerts(_ alerts: Observable<Alert>) -> Signal<Void> {
    alerts
      .flatMap { [wireframe] alert in
        wireframe.promptFor(
          alert.title, message: alert.message, cancelAction: nil, actions: [Acknowledgement.ok])
      }
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
  }
}
