import Foundation
import KVOLite
import MainLoop
import RxLite
import Testing
import UIKitLite
import WebKitLite

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM web page view controller")
struct RxMVVMWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let window = Window()

  private func makeController() throws -> (WebPageViewController, WKWebView) {
    let webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    let controller = WebPageViewController(
      with: .init(viewModel: WebPageViewModel(), webView: webView))
    return (controller, webView)
  }

  @Test func sharesEachWebViewPropertyItObservesAsOneObservation() throws {
    let before = KVOResources.liveObservations
    let (controller, _) = try makeController()
    window.rootViewController = controller
    loop.runUntilIdle()
    #expect(
      KVOResources.liveObservations == before + 6,
      "one observation per property: isLoading and url feed three bindings each through share")
    window.rootViewController = nil
  }

  @Test func disposingWithTheControllerEndsEveryObservationAndSubscription() throws {
    let observationsBefore = KVOResources.liveObservations
    let subscriptionsBefore = Resources.total
    do {
      let (controller, _) = try makeController()
      window.rootViewController = controller
      loop.runUntilIdle()
      window.rootViewController = nil
    }
    loop.runUntilIdle()
    #expect(KVOResources.liveObservations == observationsBefore)
    #expect(Resources.total == subscriptionsBefore)
  }

  @Test func drivesTheWidgetsFromTheWebView() throws {
    let (controller, _) = try makeController()
    window.rootViewController = controller
    loop.runUntilIdle()
    (window.view(withIdentifier: "addressField") as? TextField)?.type("https://example.com/")
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    loop.runUntilIdle()
    #expect((window.view(withIdentifier: "stopButton") as? Button)?.isEnabled == true)
    loop.advance(by: .seconds(1))
    #expect(controller.title == "Example Domain")
    #expect(window.view(withIdentifier: "progressView")?.isHidden == true)
    #expect((window.view(withIdentifier: "reloadButton") as? Button)?.isEnabled == true)
  }
}
