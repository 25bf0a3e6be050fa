import Foundation
import KVOLite
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import KVOVariant

@MainActor
@Suite("KVO web page view controller")
struct KVOWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let model: WebPageModel
  private let window = Window()

  init() throws {
    model = WebPageModel(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  @Test func observesTheWebViewWhileOnScreenAndInvalidatesEveryTokenWhenItLeaves() {
    let before = KVOResources.liveObservations
    let controller = WebPageViewController(model: model)
    window.rootViewController = controller
    #expect(KVOResources.liveObservations == before + 7)
    #expect(controller.observations.count == 7)
    window.rootViewController = nil
    #expect(KVOResources.liveObservations == before)
    #expect(controller.observations.isEmpty)
  }

  @Test func rendersTheWebViewsPropertiesAsTheyChange() throws {
    let controller = WebPageViewController(model: model)
    window.rootViewController = controller
    #expect(controller.title == "New page")
    model.go(to: "https://example.com/")
    #expect(controller.progressView.progress == 0.1)
    #expect(!controller.progressView.isHidden)
    #expect(controller.stopButton.isEnabled)
    #expect(controller.title == "example.com")
    loop.advance(by: .milliseconds(300))
    #expect(controller.title == "Example Domain")
    #expect(controller.progressView.progress == 0.3)
    loop.advance(by: .milliseconds(300))
    #expect(controller.progressView.isHidden)
    #expect(controller.reloadButton.isEnabled)
    #expect(!controller.stopButton.isEnabled)
  }

  @Test func backAndForwardEachFollowTheirOwnKeyPath() {
    let controller = WebPageViewController(model: model)
    window.rootViewController = controller
    model.go(to: "https://a.example.com/")
    loop.advance(by: .seconds(1))
    model.go(to: "https://b.example.com/")
    loop.advance(by: .seconds(1))
    #expect(controller.backButton.isEnabled)
    #expect(!controller.forwardButton.isEnabled)
    model.goBack()
    loop.advance(by: .seconds(1))
    #expect(!controller.backButton.isEnabled)
    #expect(controller.forwardButton.isEnabled)
  }

  @Test func showsTheModelsFailureWithRetryOnlyWhenThereIsSomethingToRetry() {
    let controller = WebPageViewController(model: model)
    window.rootViewController = controller
    model.go(to: "not an address")
    #expect(!controller.failureView.isHidden)
    #expect(controller.retryButton.isHidden)
    model.go(to: "https://offline.example.com/")
    #expect(controller.failureView.isHidden)
    loop.advance(by: .milliseconds(300))
    #expect(!controller.failureView.isHidden)
    #expect(!controller.retryButton.isHidden)
  }

  @Test func aScreenThatLeftHearsNothingFromALoadStillPlaying() {
    let controller = WebPageViewController(model: model)
    window.rootViewController = controller
    model.go(to: "https://slow.example.com/")
    window.rootViewController = nil
    let progressRenders = controller.progressView.renderCount
    loop.advance(by: .seconds(5))
    #expect(controller.progressView.renderCount == progressRenders)
    #expect(controller.title == "slow.example.com")
  }
}
