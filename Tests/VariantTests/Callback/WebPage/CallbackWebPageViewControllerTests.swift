import Foundation
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import CallbackVariant

@MainActor
@Suite("Callback web page view controller")
struct CallbackWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let viewModel: WebPageViewModel
  private let window = Window()

  init() throws {
    viewModel = WebPageViewModel(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  @Test func setsTheViewModelsClosuresOnceAndRendersInThem() {
    let controller = WebPageViewController(viewModel: viewModel)
    window.rootViewController = controller
    #expect(viewModel.onLoadingChange != nil && viewModel.onFailureChange != nil)
    #expect(controller.title == "New page")
    controller.addressField.type("https://example.com/")
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    #expect(!controller.progressView.isHidden)
    #expect(controller.stopButton.isEnabled)
    loop.advance(by: .seconds(1))
    #expect(controller.title == "Example Domain")
    #expect(controller.progressView.isHidden)
    #expect(controller.reloadButton.isEnabled)
  }

  @Test func showsARefusedAddressWithoutRetry() {
    let controller = WebPageViewController(viewModel: viewModel)
    window.rootViewController = controller
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    #expect(!controller.failureView.isHidden)
    #expect(controller.failureLabel.text == "Enter an address.")
    #expect(controller.retryButton.isHidden)
  }

  @Test func aScreenThatLeftIsNotRenderedAndIsFreed() throws {
    weak var released: WebPageViewController?
    do {
      let controller = WebPageViewController(viewModel: viewModel)
      released = controller
      window.rootViewController = controller
      controller.addressField.type("https://slow.example.com/")
      (window.view(withIdentifier: "goButton") as? Button)?.tap()
      window.rootViewController = nil
    }
    loop.advance(by: .seconds(5))
    #expect(released == nil, "the view model's closures hold the controller weakly")
  }
}
