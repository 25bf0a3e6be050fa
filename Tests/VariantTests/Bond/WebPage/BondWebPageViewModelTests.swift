import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import BondVariant

@MainActor
@Suite("Bond web page view model")
struct BondWebPageViewModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let viewModel: WebPageViewModel

  init() throws {
    viewModel = WebPageViewModel(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  @Test func itsPropertiesFollowTheWebViewsKeyPaths() {
    viewModel.goButtonTapped(address: "http://example.org/")
    #expect(viewModel.isLoading.value)
    #expect(viewModel.progress.value == 0.1)
    #expect(viewModel.title.value == "example.org")
    loop.advance(by: .milliseconds(100))
    #expect(viewModel.address.value == "https://www.example.org/")
    loop.advance(by: .milliseconds(300))
    #expect(viewModel.title.value == "Example Org")
    #expect(viewModel.canReload.value)
    #expect(!viewModel.isLoading.value)
  }

  @Test func aLoadIsARequestWithAState() {
    #expect(viewModel.requestState.value == .none)
    viewModel.goButtonTapped(address: "https://example.com/")
    #expect(viewModel.requestState.value == .requesting)
    loop.advance(by: .seconds(1))
    #expect(viewModel.requestState.value == .finish)
    viewModel.goButtonTapped(address: "https://offline.example.com/")
    loop.advance(by: .seconds(1))
    guard case .error(let failure) = viewModel.requestState.value else {
      Issue.record("expected an error state")
      return
    }
    #expect(failure.retryURL?.absoluteString == "https://offline.example.com/")
  }

  @Test func aStoppedLoadGoesBackToNoneAndARefusalIsAnErrorWithoutRetry() {
    viewModel.goButtonTapped(address: "https://slow.example.com/")
    viewModel.stopButtonTapped()
    #expect(viewModel.requestState.value == .none)
    viewModel.goButtonTapped(address: "   ")
    #expect(
      viewModel.requestState.value
        == .error(WebPageFailure(message: "Enter an address.", retryURL: nil)))
  }

  @Test func releasingItEndsEveryKeyPathObservation() throws {
    let before = KVOResources.liveObservations
    do {
      _ = WebPageViewModel(
        webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
    }
    #expect(KVOResources.liveObservations == before)
  }
}
