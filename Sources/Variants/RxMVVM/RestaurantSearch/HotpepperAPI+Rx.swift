import Domain
import RxLite

extension HotpepperAPI: ReactiveCompatible {}

extension Reactive where Base == HotpepperAPI {
  /// One search as a sequence: subscribing sends the request, the answer arrives as one
  /// element (the shops, or the failure as a value) followed by completion.
  ///
  /// Disposing the subscription cancels the request, so its answer never arrives. That is
  /// what makes `flatMapLatest` over these sequences "latest wins": switching to a newer
  /// search disposes the older one, and with it its request.
  @MainActor
  func searchShops(_ query: RestaurantSearchQuery) -> Observable<HotpepperAPI.SearchResult> {
    let api = base
    return Observable.create { observer in
      let task = api.searchShops(query) { result in
        observer.onNext(result)
        observer.onCompleted()
      }
      return Disposables.create { task.cancel() }
    }
  }
}
