import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("WKWebView key-value observing: its properties observed as iOS code does")
struct WKWebViewKeyValueObservingTests {
  let loop = MainLoop(mode: .virtual)
  let webView: WKWebView

  init() {
    let page = URL(string: "https://example.com/")!
    webView = WKWebView(
      configuration: WKWebViewConfiguration(
        mainLoop: loop,
        pages: WebPageLibrary(pages: [
          WebPageFixture(
            url: page, text: "Hi",
            timeline: [
              .init(at: .milliseconds(10), .commit), .init(at: .milliseconds(20), .title("Hi")),
              .init(at: .milliseconds(30), .finish(status: 200)),
            ])
        ])))
  }

  @Test func initialDeliversTheCurrentValueThenEveryChange() {
    var urls: [URL?] = []
    let observation = webView.observe(\.url, options: [.initial, .new]) { webView, _ in
      urls.append(webView.url)
    }
    webView.load(URLRequest(url: URL(string: "https://example.com/")!))
    #expect(urls == [nil, URL(string: "https://example.com/")])
    observation.invalidate()
  }

  @Test func invalidatingEndsTheUnderlyingObservation() {
    let before = KVOResources.liveObservations
    var titles: [String?] = []
    let observation = webView.observe(\.title, options: [.new]) { _, change in
      titles.append(change.newValue ?? nil)
    }
    #expect(KVOResources.liveObservations == before + 1)
    webView.load(URLRequest(url: URL(string: "https://example.com/")!))
    loop.advance(by: .milliseconds(15))
    observation.invalidate()
    loop.advance(by: .milliseconds(15))
    #expect(titles == [""], "the title set after invalidation is not delivered")
    #expect(KVOResources.liveObservations == before)
  }
}
