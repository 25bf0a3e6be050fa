import BondLite
import CoreLocationLite
import Domain

/// The restaurant search's state as observable properties, and the events that change it.
///
/// The view model is the location manager's delegate: the first valid fix sets
/// ``cameraCenter`` once, every valid fix sets ``location``, and access taken back clears it.
/// A search — from the button, or
/// from ``keyword`` after 500 ms without another edit — sets ``requestState`` to
/// `.requesting` and sends its query down a `flatMapLatest`, which cancels the search still in
/// flight: only the newest search ever answers. Its answer is decoded in a `map` between
/// `receive(on:)` the decoding context (a queue off the main thread) and `receive(on:)` the
/// main one; disposing the search cancels the request, or the decoding once the answer is in.
/// The result fills ``shops`` (or not, on a failure) and ends in `.finish` or `.error`.
@MainActor
final class RestaurantSearchViewModel {
  /// Where the latest search stands.
  enum RequestState: Equatable {
    case none
    case requesting
    case finish
    case error(RestaurantSearchError)
  }

  /// The state of the latest search.
  let requestState = Observable<RequestState>(.none)
  /// The latest valid location; nil until the first fix, and again once access is taken back.
  let location = Observable<LocationCoordinate2D?>(nil)
  /// Where the camera centres: the first fix, set once.
  let cameraCenter = Observable<LocationCoordinate2D?>(nil)
  /// The keyword field's text; each change searches once 500 ms pass without another.
  let keyword = Observable("")
  /// The shops of the latest answer, in its order.
  let shops = MutableObservableArray<Shop>()
  /// The left-out line of the latest answer; nil when it left no shop out.
  let leftOutNotice = Observable<String?>(nil)
  /// The shop whose marker is selected; a new answer clears it.
  let selectedShop = Observable<Shop?>(nil)

  private let locationManager: LocationManager
  private let hotpepper: HotpepperAPI
  private let decodingContext: ExecutionContext
  private let mainContext: ExecutionContext
  private let searches = SafePassthroughSubject<RestaurantSearchQuery>()
  private let bag = DisposeBag()

  /// Creates the view model; the keyword debounce waits on `scheduler` (the main loop),
  /// answers are decoded in `decodingContext` and handled back in `mainContext`.
  init(
    locationManager: LocationManager, hotpepper: HotpepperAPI, scheduler: any ExecutionScheduler,
    decodingContext: ExecutionContext, mainContext: ExecutionContext
  ) {
    self.locationManager = locationManager
    self.hotpepper = hotpepper
    self.decodingContext = decodingContext
    self.mainContext = mainContext
    bindSearches(debouncingOn: scheduler)
  }

  // MARK: - Inputs

  /// Becomes the location manager's delegate and starts locating.
  func startLocating() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
  }

  /// Searches now, near the current location; without one, does nothing.
  func search() {
    guard let coordinate = location.value else { return }
    requestState.value = .requesting
    searches.send(RestaurantSearchQuery(coordinate: coordinate, keyword: keyword.value))
  }

  /// Selects the shop with `id`.
  func selectShop(id: String) {
    selectedShop.value = shops.collection.first { $0.id == id }
  }

  // MARK: - Searching

  private func bindSearches(debouncingOn scheduler: any ExecutionScheduler) {
    keyword
      .dropFirst(1)  // the value it holds when observed is not an edit
      .debounce(for: RestaurantSearchRules.keywordDebounceInterval / .seconds(1), queue: scheduler)
      .observeNext { [weak self] _ in self?.search() }
      .dispose(in: bag)
    searches
      .flatMapLatest { [hotpepper, decodingContext, mainContext] query in
        hotpepper.reactive.fetchShops(query)
          .receive(on: decodingContext)
          .map(HotpepperAPI.searchResult(from:))
          .receive(on: mainContext)
      }
      .observeNext { [weak self] result in self?.searchDidAnswer(result) }
      .dispose(in: bag)
  }

  private func searchDidAnswer(_ result: HotpepperAPI.SearchResult) {
    switch result {
    case .success(let found):
      selectedShop.value = nil
      shops.replace(with: found.shops)
      leftOutNotice.value = RestaurantSearchStrings.leftOutNotice(count: found.leftOutCount)
      requestState.value = .finish
    case .failure(let error):
      requestState.value = .error(error)
    }
  }
}

// MARK: - LocationManagerDelegate

extension RestaurantSearchViewModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    if cameraCenter.value == nil { cameraCenter.value = fix.coordinate }
    location.value = fix.coordinate
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    if RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) { location.value = nil }
  }
}
