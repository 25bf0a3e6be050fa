import BondLite
import Domain

extension HotpepperAPI: ReactiveExtensionsProvider {}

extension ReactiveExtensions where Base == HotpepperAPI {
  /// One request as a signal: observing it sends the request; the answer arrives undecoded as
  /// one element, then the signal completes.
  ///
  /// Disposing the observation cancels the request, so `flatMapLatest` over these signals
  /// keeps only the newest search: switching to it disposes, and cancels, the one before.
  @MainActor
  func fetchShops(_ query: RestaurantSearchQuery) -> SafeSignal<HotpepperAPI.Answer> {
    let api = base
    return Signal { observer in
      let task = api.fetchShops(query) { answer in observer.receive(lastElement: answer) }
      return BlockDisposable { task.cancel() }
    }
  }
}
