import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import KVOVariant

@MainActor
@Suite("KVO web page model")
struct KVOWebPageModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let model: WebPageModel

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    model = WebPageModel(webView: webView)
  }

  @Test func isTheWebViewsNavigationDelegate() {
    #expect(webView.navigationDelegate === model)
  }

  @Test func aValidAddressLoadsAndARefusedOneBecomesAFailureWithoutRetry() {
    model.go(to: "example.com")
    #expect(webView.url?.absoluteString == "https://example.com/")
    #expect(model.failure == nil)
    model.go(to: "")
    #expect(model.failure == WebPageFailure(message: "Enter an address.", retryURL: nil))
    #expect(webView.isLoading, "a refused address leaves the load in progress alone")
  }

  @Test func aFailedLoadIsObservableAndRetryLoadsTheFailedAddress() {
    var failures: [WebPageFailure?] = []
    let observation = model.observe(\.failure, options: .new) { _, change in
      if case .some(let failure) = change.newValue { failures.append(failure) }
    }
    model.go(to: "https://offline.example.com/")
    loop.advance(by: .milliseconds(300))
    let failure = failures.last ?? nil
    #expect(failure?.retryURL?.absoluteString == "https://offline.example.com/")
    model.retry()
    #expect(model.failure == nil, "the start of the retried load clears the failure")
    #expect(webView.url?.absoluteString == "https://offline.example.com/")
    observation.invalidate()
  }

  @Test func aCancelledLoadIsNoFailure() {
    model.go(to: "https://slow.example.com/")
    loop.advance(by: .milliseconds(600))
    model.stopLoading()
    model.go(to: "https://slow.example.com/")
    model.go(to: "https://example.com/")
    #expect(model.failure == nil)
  }
}
