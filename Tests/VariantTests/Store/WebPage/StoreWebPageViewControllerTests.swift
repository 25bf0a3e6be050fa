import Foundation
import KVOLite
import MainLoop
import StoreLite
import Testing
import UIKitLite
import WebKitLite

@testable import StoreVariant

@MainActor
@Suite("Store web page view controller")
struct StoreWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let window = Window()

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
  }

  private func makeController() -> WebPageViewController {
    let store = Store(initialState: WebPageFeature.State()) {
      WebPageFeature()
    } withDependencies: { [webView] in
      $0.webView = .live(webView)
    }
    return WebPageViewController(store: store, webView: webView)
  }

  @Test func rendersTheWebViewsChangesThroughTheStore() {
    let controller = makeController()
    loop.settle { window.rootViewController = controller }
    #expect(controller.title == "New page")
    #expect(controller.store.runningEffects == 1)
    controller.addressField.type("https://example.com/")
    loop.settle { (window.view(withIdentifier: "goButton") as? Button)?.tap() }
    #expect(!controller.progressView.isHidden)
    #expect(controller.progressView.progress == 0.1)
    #expect(controller.stopButton.isEnabled)
    #expect(controller.title == "example.com")
    loop.advanceDriven(by: .seconds(1))
    #expect(controller.title == "Example Domain")
    #expect(controller.progressView.isHidden)
    #expect(controller.reloadButton.isEnabled)
    loop.settle { window.rootViewController = nil }
  }

  @Test func aReloadShowsTheAddressAgainOverWhatWasTyped() {
    let controller = makeController()
    loop.settle { window.rootViewController = controller }
    controller.addressField.type("https://example.com/")
    loop.settle { (window.view(withIdentifier: "goButton") as? Button)?.tap() }
    loop.advanceDriven(by: .seconds(1))
    controller.addressField.type("half typed")
    loop.settle { controller.reloadButton.tap() }
    #expect(controller.addressField.text == "https://example.com/")
    loop.settle { window.rootViewController = nil }
  }

  @Test func showsARefusedAddressWithoutRetry() {
    let controller = makeController()
    loop.settle { window.rootViewController = controller }
    loop.settle { (window.view(withIdentifier: "goButton") as? Button)?.tap() }
    #expect(!controller.failureView.isHidden)
    #expect(controller.failureLabel.text == "Enter an address.")
    #expect(controller.retryButton.isHidden)
    loop.settle { window.rootViewController = nil }
  }

  @Test func goingAwayCancelsTheEffectAndEndsEveryObservation() {
    let observations = KVOResources.liveObservations
    let effects = StoreResources.runningEffects
    let controller = makeController()
    loop.settle { window.rootViewController = controller }
    #expect(KVOResources.liveObservations == observations + 6)
    #expect(webView.navigationDelegate != nil)
    controller.addressField.type("https://slow.example.com/")
    loop.settle { (window.view(withIdentifier: "goButton") as? Button)?.tap() }
    loop.settle { window.rootViewController = nil }
    #expect(KVOResources.liveObservations == observations)
    #expect(StoreResources.runningEffects == effects)
    #expect(webView.navigationDelegate == nil)
    let progressRenders = controller.progressView.renderCount
    loop.advanceDriven(by: .seconds(5))
    #expect(controller.progressView.renderCount == progressRenders)
  }
}
