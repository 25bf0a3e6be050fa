import Foundation
import KVOLite
import MainLoop
import RxCocoaLite
import RxLite
import Testing
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A navigation delegate that was there before the proxy.
@MainActor
private final class EarlierDelegate: WKNavigationDelegate {
  var failures = 0

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    failures += 1
  }
}

@MainActor
@Suite("WKWebView.rx: observe and the navigation delegate proxy")
struct WKWebViewRxTests {
  let loop = MainLoop(mode: .virtual)
  let webView: WKWebView
  let page = URL(string: "https://example.com/")!

  init() {
    webView = WKWebView(
      configuration: WKWebViewConfiguration(
        mainLoop: loop,
        pages: WebPageLibrary(pages: [
          WebPageFixture(
            url: page, text: "Hi",
            timeline: [
              .init(at: .milliseconds(10), .progress(0.5)), .init(at: .milliseconds(20), .commit),
              .init(at: .milliseconds(30), .finish(status: 200)),
            ])
        ])))
  }

  @Test func observeSendsTheCurrentValueThenEveryChangeUntilDisposed() {
    var progress: [Double] = []
    let subscription = webView.rx.observe(\.estimatedProgress).subscribe(onNext: {
      progress.append($0)
    })
    webView.load(URLRequest(url: page))
    loop.advance(by: .milliseconds(15))
    subscription.dispose()
    loop.advance(by: .milliseconds(30))
    #expect(progress == [0, 0.1, 0.5])
  }

  @Test func eachSubscriptionObservesOnItsOwnAndShareMakesThemOne() {
    let before = KVOResources.liveObservations
    let isLoading = webView.rx.observe(\.isLoading)
    let unshared = [isLoading.subscribe(), isLoading.subscribe(), isLoading.subscribe()]
    #expect(KVOResources.liveObservations == before + 3)
    for subscription in unshared { subscription.dispose() }
    let shared = isLoading.share(replay: 1)
    var seen: [[Bool]] = [[], [], []]
    let subscriptions = (0..<3).map { index in
      shared.subscribe(onNext: { seen[index].append($0) })
    }
    #expect(KVOResources.liveObservations == before + 1)
    #expect(seen == [[false], [false], [false]], "replay gives later subscribers the value")
    for subscription in subscriptions { subscription.dispose() }
    #expect(KVOResources.liveObservations == before)
  }

  @Test func theProxyEmitsNavigationStepsAndForwardsToTheEarlierDelegate() {
    let earlier = EarlierDelegate()
    webView.navigationDelegate = earlier
    var events: [String] = []
    let bag = DisposeBag()
    webView.rx.didStartLoad.subscribe(onNext: { _ in events.append("start") }).disposed(by: bag)
    webView.rx.didFailProvisionalLoad.subscribe(onNext: { _ in events.append("failProvisional") })
      .disposed(by: bag)
    webView.rx.didFinishLoad.subscribe(onNext: { _ in events.append("finish") }).disposed(by: bag)
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    loop.advance(by: .milliseconds(100))
    webView.load(URLRequest(url: page))
    loop.advance(by: .milliseconds(100))
    #expect(events == ["start", "failProvisional", "start", "finish"])
    #expect(earlier.failures == 1)
  }
}
