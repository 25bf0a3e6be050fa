import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import CallbackVariant

@MainActor
@Suite("Callback web page view model")
struct CallbackWebPageViewModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let viewModel: WebPageViewModel

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    viewModel = WebPageViewModel(webView: webView)
  }

  @Test func aRefusedAddressIsAnsweredAtOnceAndLoadsNothing() {
    #expect(
      viewModel.go(to: "ftp://files.example.com/")
        == .init(message: "\"ftp\" addresses cannot be opened here.", canRetry: false))
    #expect(!webView.isLoading)
    #expect(viewModel.go(to: "example.com") == nil)
    #expect(webView.isLoading)
  }

  @Test func pushesTheWebViewsChangesWhileFollowingIt() {
    var titles: [String] = []
    var progress: [Float] = []
    viewModel.onTitleChange = { titles.append($0) }
    viewModel.onLoadingChange = { progress.append($0.progress) }
    viewModel.startFollowingPage()
    _ = viewModel.go(to: "https://example.com/")
    loop.advance(by: .seconds(1))
    #expect(titles.first == "New page")
    #expect(titles.last == "Example Domain")
    #expect(progress.last == 1)
    viewModel.stopFollowingPage()
    let pushed = titles.count
    _ = viewModel.go(to: "https://news.example.com/")
    loop.advance(by: .seconds(1))
    #expect(titles.count == pushed, "nothing is pushed once it stopped following")
  }

  @Test func stopsFollowingWithoutLeavingAnObservation() {
    let before = KVOResources.liveObservations
    viewModel.startFollowingPage()
    #expect(KVOResources.liveObservations == before + 6)
    viewModel.stopFollowingPage()
    #expect(KVOResources.liveObservations == before)
  }

  @Test func aFailedLoadIsPushedWithRetryAndRetryLoadsItAgain() {
    var failures: [WebPageViewModel.Failure?] = []
    viewModel.onFailureChange = { failures.append($0) }
    _ = viewModel.go(to: "https://offline.example.com/")
    loop.advance(by: .milliseconds(300))
    #expect(failures.last??.canRetry == true)
    viewModel.retry()
    #expect(failures.last == .some(nil), "the retried load's start clears the failure")
    #expect(webView.url?.absoluteString == "https://offline.example.com/")
  }
}
