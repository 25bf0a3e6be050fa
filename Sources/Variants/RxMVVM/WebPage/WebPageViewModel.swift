import Domain
import Foundation
import RxCocoaLite
import RxLite

/// The web page's rules, as one function from streams to streams: the address field, the Go
/// and Retry taps and the web view's own streams come in through ``Input``; what the screen
/// shows and the addresses to load go out through ``Output``.
///
/// RxExample's school: `transform(input:)` composes every output from the inputs, with no
/// subject, relay or subscription in the view model. It holds no web view either: the view
/// hands in the web view's observed properties (`rx.observe`) and navigation events (its
/// delegate proxy), and loads the addresses the output names.
@MainActor
final class WebPageViewModel {
  struct Input {
    /// The address field's text after each edit.
    let address: Driver<String>
    let goTaps: Signal<Void>
    let retryTaps: Signal<Void>
    /// The web view's properties, from `rx.observe`: current value first, then each change.
    let estimatedProgress: Observable<Double>
    let isLoading: Observable<Bool>
    let url: Observable<URL?>
    let title: Observable<String?>
    let canGoBack: Observable<Bool>
    let canGoForward: Observable<Bool>
    /// Each navigation's start, and each failure (provisional or after commit).
    let navigationStarted: Observable<Void>
    let navigationFailed: Observable<Error>
  }

  struct Output {
    let progress: Driver<Float>
    let isProgressHidden: Driver<Bool>
    /// The web view's address, for the address field.
    let address: Driver<String>
    let title: Driver<String>
    let canGoBack: Driver<Bool>
    let canGoForward: Driver<Bool>
    let canReload: Driver<Bool>
    let canStop: Driver<Bool>
    /// The failure to show, nil while none.
    let failure: Driver<WebPageFailure?>
    /// The addresses to load: typed ones that are valid, and failed ones on Retry.
    let load: Signal<URL>
  }

  func transform(input: Input) -> Output {
    let shownAddress = input.url.map { $0?.absoluteString ?? "" }.share(replay: 1)
    // The field holds what was typed last or the address the web view put there since,
    // whichever came last: a programmatic `text` set sends no editing event to `rx.text`.
    let fieldText = Observable.merge(input.address.asObservable(), shownAddress)
    let checkedAddresses = input.goTaps.asObservable()
      .withLatestFrom(fieldText)
      .map(WebAddress.url(from:))
      .share()
    let refusals = checkedAddresses.compactMap { result -> WebPageFailure? in
      guard case .failure(let error) = result else { return nil }
      return WebPageFailure(message: WebPageStrings.message(for: error), retryURL: nil)
    }
    let loadFailures = input.navigationFailed.compactMap { error -> WebPageFailure? in
      WebPageRules.failureMessage(for: error).map {
        WebPageFailure(message: $0, retryURL: WebPageRules.retryURL(after: error))
      }
    }
    let failure = Observable<WebPageFailure?>.merge(
      refusals.map { $0 }, loadFailures.map { $0 }, input.navigationStarted.map { nil }
    )
    .startWith(nil)
    .share(replay: 1)
    let typedURLs = checkedAddresses.compactMap { try? $0.get() }
    let retryURLs = input.retryTaps.asObservable()
      .withLatestFrom(failure)
      .compactMap { $0?.retryURL }
    return Output(
      progress: input.estimatedProgress.map(WebPageRules.progressBarValue)
        .asDriver(onErrorJustReturn: 0),
      isProgressHidden: input.isLoading.map { !$0 }.asDriver(onErrorJustReturn: true),
      address: shownAddress.asDriver(onErrorJustReturn: ""),
      title: Observable.combineLatest(input.title, input.url) {
        WebPageRules.navigationTitle(pageTitle: $0, url: $1)
      }
      .asDriver(onErrorJustReturn: WebPageStrings.blankPageTitle),
      canGoBack: input.canGoBack.asDriver(onErrorJustReturn: false),
      canGoForward: input.canGoForward.asDriver(onErrorJustReturn: false),
      canReload: Observable.combineLatest(input.url, input.isLoading) {
        WebPageRules.canReload(url: $0, isLoading: $1)
      }
      .asDriver(onErrorJustReturn: false),
      canStop: input.isLoading.asDriver(onErrorJustReturn: false),
      failure: failure.asDriver(onErrorJustReturn: nil),
      load: Observable.merge(typedURLs, retryURLs).asSignal(onErrorSignalWith: .empty()))
  }
}

/// A failed load or a refused address, as the screen shows it.
struct WebPageFailure: Equatable {
  let message: String
  /// The address Retry loads; nil for a refused address, which offers no Retry.
  let retryURL: URL?
}
