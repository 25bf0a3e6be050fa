import BondLite
import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("WKWebView.reactive.keyPath")
struct WKWebViewReactiveTests {
  let loop = MainLoop(mode: .virtual)
  let webView: WKWebView

  init() {
    webView = WKWebView(configuration: WKWebViewConfiguration(mainLoop: loop, pages: .empty))
  }

  @Test func sendsTheCurrentValueThenEveryChangeUntilDisposed() {
    var loading: [Bool] = []
    let disposable = webView.reactive.keyPath(\.isLoading).observeNext { loading.append($0) }
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    loop.advance(by: .milliseconds(100))
    disposable.dispose()
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    #expect(loading == [false, true, false])
  }

  @Test func withoutTheCurrentValueOnlyChangesArrive() {
    var urls: [URL?] = []
    let before = KVOResources.liveObservations
    let disposable = webView.reactive.keyPath(\.url, startWithCurrentValue: false)
      .observeNext { urls.append($0) }
    #expect(KVOResources.liveObservations == before + 1)
    webView.load(URLRequest(url: URL(string: "https://nowhere.example/")!))
    #expect(urls == [URL(string: "https://nowhere.example/")])
    disposable.dispose()
    #expect(KVOResources.liveObservations == before)
  }
}
