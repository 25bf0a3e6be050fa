import CoreLocationLite
import Domain
import RxCocoaLite
import RxLite

/// The restaurant search's rules, as streams: fixes, taps, edits and marker selections come in
/// through ``Input``; what the screen shows goes out through ``Output``.
///
/// The valid fixes become the current location, shared with replay so that a search started
/// later reads the latest one. The button's taps (with the latest keyword) and the keyword
/// edits (after 500 ms of quiet, on the injected scheduler) merge into one stream of queries,
/// dropped while no location is known. `flatMapLatest` turns each query into its request and
/// disposes the previous one, which cancels it: an overtaken answer never arrives. Every
/// output is derived from those two shared streams, queries and results.
@MainActor
final class RestaurantSearchViewModel: Injectable {
  /// What the view model needs from outside.
  struct Dependency {
    /// Where searches are sent.
    let hotpepper: HotpepperAPI
    /// The clock the keyword debounce waits on (the main loop's).
    let scheduler: SchedulerType
  }

  /// The user events and platform events the view model listens to.
  struct Input {
    let searchButtonTapped: AnyObserver<Void>
    /// The keyword field's text after each edit.
    let keywordChanged: AnyObserver<String>
    /// The id of the marker the user selected.
    let markerSelected: AnyObserver<String>
    /// Each batch of fixes the location manager delivers.
    let locationsUpdated: AnyObserver<[Location]>
  }

  /// What the screen shows.
  struct Output {
    /// Becomes true with the first location.
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
    /// The alerts to present, one per answer that needs one.
    let alert: Signal<Alert>
  }

  let input: Input
  let output: Output

  private let searchButtonTapped = PublishRelay<Void>()
  private let keywordChanged = PublishRelay<String>()
  private let markerSelected = PublishRelay<String>()
  private let locationsUpdated = PublishRelay<[Location]>()

  init(with dependency: Dependency) {
    input = Input(
      searchButtonTapped: Self.observer(feeding: searchButtonTapped),
      keywordChanged: Self.observer(feeding: keywordChanged),
      markerSelected: Self.observer(feeding: markerSelected),
      locationsUpdated: Self.observer(feeding: locationsUpdated))
    let location = locationsUpdated
      .compactMap { $0.last(where: \.isValid)?.coordinate }
      .share(replay: 1)
    let queries = Observable.merge(
      searchButtonTapped.withLatestFrom(keywordChanged.startWith("")),
      keywordChanged.debounce(Self.keywordDebounce, scheduler: dependency.scheduler)
    )
    .withLatestFrom(location) { keyword, coordinate in
      RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    }
    .share()
    let results = queries
      .flatMapLatest { [hotpepper = dependency.hotpepper] query in
        hotpepper.rx.searchShops(query)
      }
      .share()
    output = Self.makeOutput(
      location: location, queries: queries, results: results,
      markerSelected: markerSelected.asObservable())
  }

  /// An input that passes elements on to `relay` and drops completion.
  ///
  /// Relays, not subjects: a control's events complete when the control is deallocated, and
  /// a completed keyword stream would make `debounce` send its pending keyword at once — a
  /// search fired by the screen going away.
  private static func observer<Element>(feeding relay: PublishRelay<Element>)
    -> AnyObserver<Element>
  {
    AnyObserver { event in
      if case .next(let element) = event { relay.accept(element) }
    }
  }

  /// The keyword's quiet time, as Rx's time interval.
  private static let keywordDebounce = RxTimeInterval.milliseconds(
    Int(RestaurantSearchRules.keywordDebounceInterval / .milliseconds(1)))

  // MARK: - Output

  private static func makeOutput(
    location: Observable<LocationCoordinate2D>, queries: Observable<RestaurantSearchQuery>,
    results: Observable<HotpepperAPI.SearchResult>, markerSelected: Observable<String>
  ) -> Output {
    let found = results.compactMap { try? $0.get() }
    let shops = found.map(\.shops)
    let selectedShop = markerSelected
      .withLatestFrom(shops) { id, shops in shops.first { $0.id == id } }
      .compactMap { $0 }
    let infoWindow = Observable<InfoWindow?>.merge(
      shops.map { _ in nil },
      selectedShop.map { InfoWindow(shop: $0) })
    let isSearching = Observable.merge(queries.map { _ in true }, results.map { _ in false })
    return Output(
      isSearchButtonEnabled: location.take(1).map { _ in true }
        .asDriver(onErrorDriveWith: .empty()),
      isSearching: isSearching.asDriver(onErrorDriveWith: .empty()),
      cameraCenter: location.take(1).asDriver(onErrorDriveWith: .empty()),
      shops: shops.asDriver(onErrorDriveWith: .empty()),
      leftOutNotice: found.map { RestaurantSearchStrings.leftOutNotice(count: $0.leftOutCount) }
        .asDriver(onErrorDriveWith: .empty()),
      infoWindow: infoWindow.asDriver(onErrorDriveWith: .empty()),
      alert: results.compactMap(Alert.init(result:)).asSignal(onErrorSignalWith: .empty()))
  }
}
