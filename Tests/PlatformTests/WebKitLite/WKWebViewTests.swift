import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records a web view's delegate callbacks by name.
@MainActor
final class NavigationSpy: WKNavigationDelegate {
  var calls: [String] = []
  var policy: WKNavigationActionPolicy = .allow
  var errors: [URLError] = []

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    calls.append("decide")
    decisionHandler(policy)
  }

  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    calls.append("start")
  }

  func webView(
    _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation
  ) {
    calls.append("redirect")
  }

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    calls.append("failProvisional")
    if let error = error as? URLError { errors.append(error) }
  }

  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation) {
    calls.append("commit")
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) {
    calls.append("finish")
  }

  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error) {
    calls.append("fail")
    if let error = error as? URLError { errors.append(error) }
  }
}

@MainActor
@Suite("WKWebView: loads played from fixtures on virtual time")
struct WKWebViewTests {
  static let page = URL(string: "https://example.com/")!
  static let other = URL(string: "https://other.example.com/")!

  let loop = MainLoop(mode: .virtual)
  let spy = NavigationSpy()
  let webView: WKWebView

  init() {
    let pages = WebPageLibrary(pages: [
      WebPageFixture(
        url: Self.page, text: "Hello",
        timeline: [
          .init(at: .milliseconds(100), .progress(0.4)),
          .init(at: .milliseconds(200), .commit),
          .init(at: .milliseconds(300), .title("Hello page")),
          .init(at: .milliseconds(400), .finish(status: 200)),
        ]),
      WebPageFixture(
        url: Self.other, text: "Other",
        timeline: [
          .init(at: .milliseconds(50), .redirect(URL(string: "https://www.other.example.com/")!)),
          .init(at: .milliseconds(100), .commit),
          .init(at: .milliseconds(200), .fail(.networkConnectionLost)),
        ]),
    ])
    webView = WKWebView(configuration: WKWebViewConfiguration(mainLoop: loop, pages: pages))
    webView.navigationDelegate = spy
  }

  @Test func aLoadPlaysItsTimelineAndKVOSeesEveryProgressStep() {
    var progress: [Double] = []
    let observation = webView.observe(\.estimatedProgress, options: .new) { _, change in
      if let value = change.newValue { progress.append(value) }
    }
    webView.load(URLRequest(url: Self.page))
    #expect(webView.isLoading)
    #expect(webView.url == Self.page)
    loop.advance(by: .milliseconds(250))
    #expect(webView.contentView.text == "Hello")
    #expect(webView.title == "")
    loop.advance(by: .milliseconds(200))
    #expect(progress == [0.1, 0.4, 1])
    #expect(webView.title == "Hello page")
    #expect(!webView.isLoading)
    #expect(spy.calls == ["decide", "start", "commit", "finish"])
    observation.invalidate()
  }

  @Test func aSecondLoadCancelsTheFirstAndItsTimelineNeverPlays() {
    webView.load(URLRequest(url: Self.page))
    loop.advance(by: .milliseconds(150))
    webView.load(URLRequest(url: Self.other))
    #expect(spy.errors.map(\.code) == [.cancelled])
    loop.advance(by: .seconds(1))
    #expect(webView.contentView.text == "Other")
    #expect(spy.calls.filter { $0 == "finish" }.isEmpty)
  }

  @Test func aRedirectMovesTheURLAndAFailureAfterCommitKeepsIt() {
    webView.load(URLRequest(url: Self.other))
    loop.advance(by: .milliseconds(60))
    #expect(webView.url?.absoluteString == "https://www.other.example.com/")
    loop.advance(by: .milliseconds(200))
    #expect(spy.calls == ["decide", "start", "redirect", "commit", "fail"])
    #expect(spy.errors.first?.code == .networkConnectionLost)
    #expect(webView.url?.absoluteString == "https://www.other.example.com/")
  }

  @Test func anUnknownAddressFailsProvisionallyAndTheURLGoesBack() {
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    loop.advance(by: .milliseconds(100))
    #expect(spy.calls == ["decide", "start", "failProvisional"])
    #expect(spy.errors.first?.code == .cannotFindHost)
    #expect(spy.errors.first?.failingURL?.absoluteString == "https://nowhere.example/")
    #expect(webView.url == nil)
  }

  @Test func historyEnablesBackAndForwardAtCommit() {
    webView.load(URLRequest(url: Self.page))
    loop.advance(by: .seconds(1))
    webView.load(URLRequest(url: Self.other))
    loop.advance(by: .seconds(1))
    #expect(webView.canGoBack)
    webView.goBack()
    #expect(!webView.canGoForward)
    loop.advance(by: .seconds(1))
    #expect(webView.canGoForward)
    #expect(!webView.canGoBack)
    #expect(webView.url == Self.page)
  }

  @Test func aCancelledPolicyLoadsNothing() {
    spy.policy = .cancel
    #expect(webView.load(URLRequest(url: Self.page)) == nil)
    #expect(!webView.isLoading)
    #expect(spy.calls == ["decide"])
  }

  @Test func aReleasedWebViewEndsItsObservationsAndItsLoad() {
    let before = KVOResources.liveObservations
    var released: WKWebView? = WKWebView(configuration: webView.configuration)
    let observation = released?.observe(\.title, options: .new) { _, _ in }
    released?.load(URLRequest(url: Self.page))
    #expect(KVOResources.liveObservations == before + 1)
    released = nil
    #expect(KVOResources.liveObservations == before)
    loop.advance(by: .seconds(1))
    _ = observation
  }
}

@Suite("WKWebView: a web view that goes away")
@MainActor
struct WKWebViewReleaseTests {
  @Test func aWebViewFreedMidLoadLeavesNothingScheduled() {
    let loop = MainLoop(mode: .virtual)
    let pages = WebPageLibrary(pages: [
      WebPageFixture(
        url: WKWebViewTests.page, text: "Hello",
        timeline: [
          .init(at: .milliseconds(100), .progress(0.4)),
          .init(at: .milliseconds(400), .finish(status: 200)),
        ])
    ])
    let mark = loop.scheduleMark
    var webView: WKWebView? = WKWebView(
      configuration: WKWebViewConfiguration(mainLoop: loop, pages: pages))
    webView?.load(URLRequest(url: WKWebViewTests.page))
    #expect(loop.appWork(scheduledSince: mark) == 2)
    weak let released = webView
    webView = nil
    #expect(released == nil)
    #expect(loop.appWork(scheduledSince: mark) == 0)
  }
}
