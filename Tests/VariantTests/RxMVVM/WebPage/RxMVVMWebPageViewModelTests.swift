import Foundation
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

/// The Rx MVVM view model on its own: `transform(input:)` fed from subjects standing for the
/// widgets and the web view, its outputs recorded.
@MainActor
@Suite("Rx MVVM web page view model")
struct RxMVVMWebPageViewModelTests {
  @MainActor
  private final class Fixture {
    let address = BehaviorSubject(value: "")
    let goTaps = PublishSubject<Void>()
    let retryTaps = PublishSubject<Void>()
    let progress = BehaviorSubject(value: 0.0)
    let isLoading = BehaviorSubject(value: false)
    let url = BehaviorSubject<URL?>(value: nil)
    let title = BehaviorSubject<String?>(value: nil)
    let started = PublishSubject<Void>()
    let failed = PublishSubject<Error>()
    let disposeBag = DisposeBag()
    private(set) var titles: [String] = []
    private(set) var canReload: [Bool] = []
    private(set) var failures: [WebPageFailure?] = []
    private(set) var loads: [String] = []

    init() {
      let output = WebPageViewModel().transform(
        input: .init(
          address: address.asDriver(onErrorJustReturn: ""),
          goTaps: goTaps.asSignal(onErrorJustReturn: ()),
          retryTaps: retryTaps.asSignal(onErrorJustReturn: ()), estimatedProgress: progress,
          isLoading: isLoading, url: url, title: title,
          canGoBack: .just(false), canGoForward: .just(false),
          navigationStarted: started, navigationFailed: failed))
      output.title.drive(onNext: { [weak self] in self?.titles.append($0) })
        .disposed(by: disposeBag)
      output.canReload.drive(onNext: { [weak self] in self?.canReload.append($0) })
        .disposed(by: disposeBag)
      output.failure.drive(onNext: { [weak self] in self?.failures.append($0) })
        .disposed(by: disposeBag)
      output.load.emit(onNext: { [weak self] in self?.loads.append($0.absoluteString) })
        .disposed(by: disposeBag)
    }
  }

  @Test func goLoadsAValidAddressAndRefusesAnInvalidOneWithoutRetry() {
    let fixture = Fixture()
    fixture.address.onNext("example.com")
    fixture.goTaps.onNext(())
    #expect(fixture.loads == ["https://example.com/"])
    fixture.address.onNext("not an address")
    fixture.goTaps.onNext(())
    #expect(fixture.loads.count == 1)
    #expect(fixture.failures.last??.retryURL == nil)
    #expect(fixture.failures.last??.message == "\"not an address\" is not a valid web address.")
  }

  @Test func aFailureIsShownUntilTheNextStartAndRetryLoadsItsAddress() {
    let fixture = Fixture()
    let url = URL(string: "https://offline.example.com/")!
    fixture.failed.onNext(
      URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    #expect(fixture.failures.last??.retryURL == url)
    fixture.retryTaps.onNext(())
    #expect(fixture.loads == [url.absoluteString])
    fixture.started.onNext(())
    #expect(fixture.failures.last == .some(nil))
    fixture.failed.onNext(URLError(.cancelled))
    #expect(fixture.failures.last == .some(nil), "a cancelled load is no failure")
  }

  @Test func theTitleAndReloadCombineTwoPropertiesOfTheWebView() {
    let fixture = Fixture()
    #expect(fixture.titles == ["New page"])
    fixture.url.onNext(URL(string: "https://example.com/"))
    fixture.isLoading.onNext(true)
    #expect(fixture.titles.last == "example.com")
    #expect(fixture.canReload.last == false)
    fixture.title.onNext("Example Domain")
    fixture.isLoading.onNext(false)
    #expect(fixture.titles.last == "Example Domain")
    #expect(fixture.canReload.last == true)
  }
}
