import AsyncPlatform
import Foundation
import KVOLite
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await web page view controller")
struct AsyncAwaitWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let window = Window()
  private let configuration: WKWebViewConfiguration

  init() throws {
    configuration = try WebPageSceneHost.configuration(on: loop)
  }

  /// Shows a web page for `body`, then takes it off the window and frees it inside a drive, so
  /// its tasks end on the loop.
  private func withScreen(_ body: (WebPageViewController) -> Void) {
    var shown: WebPageViewController? = show()
    body(shown!)
    loop.settle {
      window.rootViewController = nil
      shown = nil
    }
  }

  private func show() -> WebPageViewController {
    loop.settle {
      let controller = WebPageViewController(
        viewModel: WebPageViewModel(webView: WKWebView(configuration: configuration)))
      window.rootViewController = controller
      return controller
    }
  }

  @Test func rendersTheViewModelsEventsAfterTheTasksRun() {
    withScreen { controller in
      #expect(controller.title == "New page")
      loop.settle {
        controller.addressField.type("https://example.com/")
        (window.view(withIdentifier: "goButton") as? Button)?.tap()
      }
      #expect(!controller.progressView.isHidden)
      #expect(controller.stopButton.isEnabled)
      #expect(controller.title == "example.com")
      loop.advanceDriven(by: .seconds(1))
      #expect(controller.title == "Example Domain")
      #expect(controller.progressView.isHidden)
      #expect(controller.reloadButton.isEnabled)
    }
  }

  @Test func showsARefusedAddressWithoutRetry() {
    withScreen { controller in
      loop.settle { (window.view(withIdentifier: "goButton") as? Button)?.tap() }
      #expect(!controller.failureView.isHidden)
      #expect(controller.failureLabel.text == "Enter an address.")
      #expect(controller.retryButton.isHidden)
    }
  }

  @Test func leavingCancelsTheFollowingAndTheControllerEndsItsTasksWhenFreed() {
    let observations = KVOResources.liveObservations
    let live = SceneTasks.live
    weak var released: WebPageViewController?
    loop.settle {
      let controller = WebPageViewController(
        viewModel: WebPageViewModel(webView: WKWebView(configuration: configuration)))
      released = controller
      window.rootViewController = controller
      loop.runUntilIdle()
      #expect(KVOResources.liveObservations == observations + 6)
      #expect(SceneTasks.live == live + 2, "rendering, and following the page")
      controller.addressField.type("https://slow.example.com/")
      (window.view(withIdentifier: "goButton") as? Button)?.tap()
      loop.runUntilIdle()
      window.rootViewController = nil
    }
    #expect(KVOResources.liveObservations == observations, "ended on the main actor's next turn")
    #expect(released == nil)
    #expect(SceneTasks.live == live)
    loop.advanceDriven(by: .seconds(5))
    #expect(SceneTasks.live == live)
  }
}
