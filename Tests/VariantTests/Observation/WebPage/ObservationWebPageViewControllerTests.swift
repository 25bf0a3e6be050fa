import Foundation
import KVOLite
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import ObservationVariant

@MainActor
@Suite("Observation web page view controller")
struct ObservationWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let model: WebPageModel
  private let window = Window()

  init() throws {
    model = WebPageModel(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  private var liveRenders: Int {
    ObservationStyle.declaration.runtimeGauges.reduce(0) { $0 + $1.count() }
  }

  @Test func rendersTheMirroredPageAfterTheLoopTurns() {
    let controller = WebPageViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    #expect(controller.title == "New page")
    controller.addressField.type("https://example.com/")
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    #expect(controller.progressView.isHidden, "the render runs on the loop's next turn")
    loop.runUntilIdle()
    #expect(!controller.progressView.isHidden)
    #expect(controller.progressView.progress == 0.1)
    #expect(controller.stopButton.isEnabled)
    #expect(controller.title == "example.com")
    loop.advance(by: .seconds(1))
    #expect(controller.title == "Example Domain")
    #expect(controller.progressView.isHidden)
    #expect(controller.reloadButton.isEnabled)
    #expect(!controller.stopButton.isEnabled)
    window.rootViewController = nil
  }

  @Test func aTitleChangeReRendersTheTitleOnly() {
    let controller = WebPageViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    model.go(to: "https://news.example.com/")
    loop.runUntilIdle()
    let addressRenders = controller.addressField.renderCount
    let title = controller.title
    model.mirror(pageTitle: "Breaking")
    loop.runUntilIdle()
    #expect(controller.title != title)
    #expect(controller.addressField.renderCount == addressRenders)
    window.rootViewController = nil
  }

  @Test func showsARefusedAddressWithoutRetry() {
    let controller = WebPageViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    loop.runUntilIdle()
    #expect(!controller.failureView.isHidden)
    #expect(controller.failureLabel.text == "Enter an address.")
    #expect(controller.retryButton.isHidden)
    window.rootViewController = nil
  }

  @Test func leavingEndsTheRendersAndTheMirroring() {
    let renders = liveRenders
    let observations = KVOResources.liveObservations
    let controller = WebPageViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    #expect(liveRenders == renders + 5)
    #expect(KVOResources.liveObservations == observations + 6)
    model.go(to: "https://slow.example.com/")
    window.rootViewController = nil
    #expect(liveRenders == renders)
    #expect(KVOResources.liveObservations == observations)
    #expect(!controller.isRendering)
    let progressRenders = controller.progressView.renderCount
    loop.advance(by: .seconds(5))
    #expect(controller.progressView.renderCount == progressRenders)
  }
}
