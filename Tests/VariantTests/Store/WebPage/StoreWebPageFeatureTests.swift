import Foundation
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// A web view the test drives by hand: it records the calls and sends the events it is told.
@MainActor
final class FakeWebView {
  var calls: [String] = []
  private(set) var onEvent: (@MainActor (WebViewEvent) -> Void)?

  var isFollowed: Bool { onEvent != nil }

  var client: WebViewClient {
    WebViewClient(
      load: { [unowned self] in calls.append("load \($0.absoluteString)") },
      goBack: { [unowned self] in calls.append("goBack") },
      goForward: { [unowned self] in calls.append("goForward") },
      reload: { [unowned self] in calls.append("reload") },
      stopLoading: { [unowned self] in calls.append("stopLoading") },
      follow: { [unowned self] onEvent in
        self.onEvent = onEvent
        return AnyCancellable { [weak self] in self?.onEvent = nil }
      })
  }

  func emit(_ event: WebViewEvent) {
    onEvent?(event)
  }
}

@MainActor
@Suite("Store web page feature")
struct StoreWebPageFeatureTests {
  typealias Feature = WebPageFeature
  let webView = FakeWebView()
  let example = URL(string: "https://example.com/")!

  private func makeStore() -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State()) { Feature(webView: webView.client) }
  }

  @Test func followsTheWebViewFromAppearingUntilTheScreenGoesAway() {
    let store = makeStore()
    store.send(.viewWillAppear)
    #expect(webView.isFollowed)
    webView.emit(.urlChanged(example))
    store.receive(.webView(.urlChanged(example))) {
      $0.url = self.example
      $0.addressRevision = 1
    }
    webView.emit(.isLoadingChanged(true))
    store.receive(.webView(.isLoadingChanged(true))) { $0.isLoading = true }
    webView.emit(.estimatedProgressChanged(0.1))
    store.receive(.webView(.estimatedProgressChanged(0.1))) { $0.estimatedProgress = 0.1 }
    #expect(store.state.navigationTitle == "example.com")
    #expect(!store.state.canReload)
    webView.emit(.titleChanged("Example Domain"))
    store.receive(.webView(.titleChanged("Example Domain"))) { $0.pageTitle = "Example Domain" }
    webView.emit(.isLoadingChanged(false))
    store.receive(.webView(.isLoadingChanged(false))) { $0.isLoading = false }
    #expect(store.state.navigationTitle == "Example Domain")
    #expect(store.state.canReload)
    store.send(.viewWillDisappear)
    #expect(!webView.isFollowed)
    store.finish()
  }

  @Test func theSameAddressSetAgainIsStillAChangeOfTheAddressField() {
    let store = makeStore()
    store.send(.viewWillAppear)
    webView.emit(.urlChanged(example))
    store.receive(.webView(.urlChanged(example))) {
      $0.url = self.example
      $0.addressRevision = 1
    }
    webView.emit(.urlChanged(example))
    store.receive(.webView(.urlChanged(example))) { $0.addressRevision = 2 }
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func goLoadsAValidAddressAndRefusesAnInvalidOneWithoutRetry() {
    let store = makeStore()
    store.send(.goButtonTapped(address: "  example.com  "))
    #expect(webView.calls == ["load https://example.com/"])
    store.send(.goButtonTapped(address: "ftp://files.example.com/")) {
      $0.failure = Feature.Failure(
        message: "\"ftp\" addresses cannot be opened here.", retryURL: nil)
    }
    #expect(webView.calls.count == 1)
    store.send(.retryButtonTapped)
    #expect(webView.calls.count == 1, "a refused address has nothing to retry")
    store.finish()
  }

  @Test func aFailureIsShownWithRetryAndTheNextStartHidesIt() {
    let store = makeStore()
    let offline = URL(string: "https://offline.example.com/")!
    store.send(.viewWillAppear)
    let error = URLError(
      .notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: offline])
    webView.emit(.navigationFailed(error))
    store.receive(.webView(.navigationFailed(error))) {
      $0.failure = Feature.Failure(
        message:
          "Could not load https://offline.example.com/: The Internet connection appears to be offline.",
        retryURL: offline)
    }
    store.send(.retryButtonTapped)
    #expect(webView.calls == ["load https://offline.example.com/"])
    webView.emit(.navigationStarted)
    store.receive(.webView(.navigationStarted)) { $0.failure = nil }
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func aCancelledLoadIsNoFailure() {
    let store = makeStore()
    store.send(.viewWillAppear)
    store.send(.stopButtonTapped)
    #expect(webView.calls == ["stopLoading"])
    webView.emit(.navigationFailed(URLError(.cancelled)))
    store.receive(.webView(.navigationFailed(URLError(.cancelled))))
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func theHistoryButtonsCallTheWebView() {
    let store = makeStore()
    store.send(.backButtonTapped)
    store.send(.forwardButtonTapped)
    store.send(.reloadButtonTapped)
    #expect(webView.calls == ["goBack", "goForward", "reload"])
    store.finish()
  }
}
