import Foundation
import MainLoop
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// A web view the test drives by hand: it records the calls it gets and reports the events it
/// is told to, on the test store's loop, while the feature follows it.
@MainActor
final class FakeWebView {
  let mainLoop = MainLoop()
  private(set) var calls: [String] = []
  /// Whether the feature iterates the web view's events.
  private(set) var isFollowed = false
  private var continuation: AsyncStream<WebViewEvent>.Continuation?

  var client: WebViewClient {
    WebViewClient(
      load: { [weak self] in self?.calls.append("load \($0.absoluteString)") },
      goBack: { [weak self] in self?.calls.append("goBack") },
      goForward: { [weak self] in self?.calls.append("goForward") },
      reload: { [weak self] in self?.calls.append("reload") },
      stopLoading: { [weak self] in self?.calls.append("stopLoading") },
      events: { [weak self] in
        let (events, continuation) = AsyncStream<WebViewEvent>.makeStream()
        continuation.onTermination = { [weak self] _ in
          MainActor.assumeIsolated { self?.isFollowed = false }
        }
        self?.continuation = continuation
        self?.isFollowed = true
        return events
      })
  }

  /// Reports `event` as the web view would, and runs what it woke.
  func emit(_ event: WebViewEvent) {
    mainLoop.drive {
      continuation?.yield(event)
      mainLoop.runUntilIdle()
    }
  }
}

/// The web page's reducer, exhaustively: the web view's events become state one action at a
/// time while the screen is on, the buttons call the web view, failures are shown (a cancelled
/// load is none) and a refused address never reaches the web view.
@MainActor
@Suite("Store web page feature")
struct StoreWebPageFeatureTests {
  typealias Feature = WebPageFeature

  let webView = FakeWebView()
  let example = URL(string: "https://example.com/")!

  private func makeStore() -> TestStore<Feature.State, Feature.Action> {
    TestStore(
      initialState: Feature.State(), reducer: { Feature() }, mainLoop: webView.mainLoop,
      withDependencies: { $0.webView = webView.client })
  }

  @Test func followsTheWebViewFromAppearingUntilItGoesAway() async {
    let store = makeStore()
    await store.send(.viewWillAppear)
    #expect(webView.isFollowed)
    webView.emit(.urlChanged(example))
    await store.receive(.webView(.urlChanged(example))) { $0.url = self.example }
    webView.emit(.isLoadingChanged(true))
    await store.receive(.webView(.isLoadingChanged(true))) { $0.isLoading = true }
    webView.emit(.estimatedProgressChanged(0.1))
    await store.receive(.webView(.estimatedProgressChanged(0.1))) { $0.estimatedProgress = 0.1 }
    #expect(store.state.navigationTitle == "example.com")
    #expect(!store.state.canReload)
    webView.emit(.titleChanged("Example Domain"))
    await store.receive(.webView(.titleChanged("Example Domain"))) {
      $0.pageTitle = "Example Domain"
    }
    webView.emit(.isLoadingChanged(false))
    await store.receive(.webView(.isLoadingChanged(false))) { $0.isLoading = false }
    webView.emit(.canGoBackChanged(true))
    await store.receive(.webView(.canGoBackChanged(true))) { $0.canGoBack = true }
    webView.emit(.canGoForwardChanged(true))
    await store.receive(.webView(.canGoForwardChanged(true))) { $0.canGoForward = true }
    #expect(store.state.navigationTitle == "Example Domain")
    #expect(store.state.canReload)
    #expect(store.state.address == "https://example.com/")
    await store.send(.viewWillDisappear)
    #expect(!webView.isFollowed)
    webView.emit(.titleChanged("Too late"))
    await store.finish()
  }

  @Test func appearingAgainFollowsOnce() async {
    let store = makeStore()
    await store.send(.viewWillAppear)
    await store.send(.viewWillAppear)
    #expect(store.runningEffects == 1, "cancelInFlight: the first following ended")
    webView.emit(.titleChanged("Once"))
    await store.receive(.webView(.titleChanged("Once"))) { $0.pageTitle = "Once" }
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func theSameAddressSetAgainIsAnActionOfItsOwn() async {
    let store = makeStore()
    await store.send(.viewWillAppear)
    webView.emit(.urlChanged(example))
    await store.receive(.webView(.urlChanged(example))) { $0.url = self.example }
    webView.emit(.urlChanged(example))
    await store.receive(.webView(.urlChanged(example)))
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func goLoadsAValidAddressAndRefusesAnInvalidOneWithoutRetry() async {
    let store = makeStore()
    await store.send(.goButtonTapped(address: "  example.com  "))
    #expect(webView.calls == ["load https://example.com/"])
    await store.send(.goButtonTapped(address: "ftp://files.example.com/")) {
      $0.failure = Feature.Failure(
        message: "\"ftp\" addresses cannot be opened here.", retryURL: nil)
    }
    await store.send(.goButtonTapped(address: "")) {
      $0.failure = Feature.Failure(message: "Enter an address.", retryURL: nil)
    }
    #expect(webView.calls.count == 1, "a refused address never reaches the web view")
    await store.send(.retryButtonTapped)
    #expect(webView.calls.count == 1, "a refused address has nothing to retry")
    await store.finish()
  }

  @Test func aFailureIsShownWithRetryAndTheNextStartHidesIt() async {
    let store = makeStore()
    let offline = URL(string: "https://offline.example.com/")!
    await store.send(.viewWillAppear)
    let error = URLError(
      .notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: offline])
    webView.emit(.navigationFailed(error))
    await store.receive(.webView(.navigationFailed(error))) {
      $0.failure = Feature.Failure(
        message: "Could not load https://offline.example.com/: "
          + "The Internet connection appears to be offline.",
        retryURL: offline)
    }
    await store.send(.retryButtonTapped)
    #expect(webView.calls == ["load https://offline.example.com/"])
    webView.emit(.navigationStarted)
    await store.receive(.webView(.navigationStarted)) { $0.failure = nil }
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func aCancelledLoadIsNoFailure() async {
    let store = makeStore()
    await store.send(.viewWillAppear)
    await store.send(.stopButtonTapped)
    #expect(webView.calls == ["stopLoading"])
    webView.emit(.navigationFailed(URLError(.cancelled)))
    await store.receive(.webView(.navigationFailed(URLError(.cancelled))))
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func theHistoryButtonsCallTheWebView() async {
    let store = makeStore()
    await store.send(.backButtonTapped)
    await store.send(.forwardButtonTapped)
    await store.send(.reloadButtonTapped)
    #expect(webView.calls == ["goBack", "goForward", "reload"])
    await store.finish()
  }
}

/// The web view is a dependency without a usable default: the scene builder provides it, and
/// a feature left without one says so on every call instead of doing nothing.
@Suite("Store web page: the web view dependency")
@MainActor
struct StoreWebViewDependencyTests {
  @Test("every call of the unprovided web view reports an issue")
  func unprovidedWebViewReportsEachCall() async {
    var reported: [String] = []
    let handler = IssueReporting.handler
    IssueReporting.handler = { reported.append($0) }
    defer { IssueReporting.handler = handler }
    let webView = DependencyValues().webView
    webView.load(URL(string: "https://example.com/")!)
    webView.goBack()
    webView.goForward()
    webView.reload()
    webView.stopLoading()
    for await _ in webView.events() {}
    #expect(reported == Array(repeating: "WebViewClient is not provided", count: 6))
  }
}
