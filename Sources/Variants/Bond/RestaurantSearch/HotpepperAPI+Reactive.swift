import BondLite
import Domain

extension HotpepperAPI: ReactiveExtensionsProvider {}

extension ReactiveExtensions where Base == HotpepperAPI {
  /// One search as a signal: observing it sends the request; the answer arrives as one
  /// element (the shops, or the failure as a value), then the signal completes.
  ///
  /// Disposing the observation cancels the request, so `flatMapLatest` over these signals
  /// keeps only the newest search: switching to it disposes, and cancels, the one before.
  @MainActor
  func searchShops(_ query: RestaurantSearchQuery) -> SafeSignal<HotpepperAPI.SearchResult> {
    let api = base
    return Signal { observer in
      let task = api.searchShops(query) { result in observer.receive(lastElement: result) }
      return BlockDisposable { task.cancel() }
    }
  }
}
