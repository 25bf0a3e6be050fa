import Domain
import RxLite

extension HotpepperAPI: ReactiveCompatible {}

extension Reactive where Base == HotpepperAPI {
  /// One search as a sequence: subscribing sends the request; the answer is decoded on
  /// `backgroundScheduler` and arrives back on the main scheduler as one element (the shops, or
  /// the failure as a value) followed by completion.
  ///
  /// Disposing the subscription cancels the request, or the decoding once the answer is in, so
  /// its result never arrives. That is what makes `flatMapLatest` over these sequences "latest
  /// wins": switching to a newer search disposes the older one, wherever it is.
  @MainActor
  func searchShops(
    _ query: RestaurantSearchQuery, decodingOn backgroundScheduler: ImmediateSchedulerType
  ) -> Observable<HotpepperAPI.SearchResult> {
    fetchShops(query)
      .observe(on: backgroundScheduler)
      .map(HotpepperAPI.searchResult(from:))
      .observe(on: MainScheduler.instance)
  }

  /// One request as a sequence: its answer, undecoded, followed by completion.
  @MainActor
  func fetchShops(_ query: RestaurantSearchQuery) -> Observable<HotpepperAPI.Answer> {
    let api = base
    return Observable.create { observer in
      let task = api.fetchShops(query) { answer in
        observer.onNext(answer)
        observer.onCompleted()
      }
      return Disposables.create { task.cancel() }
    }
  }
}
