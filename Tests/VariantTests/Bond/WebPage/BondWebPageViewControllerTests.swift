import BondLite
import Foundation
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import BondVariant

@MainActor
@Suite("Bond web page view controller")
struct BondWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let window = Window()
  private let viewModel: WebPageViewModel

  init() throws {
    viewModel = WebPageViewModel(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  @Test func bindsTheViewModelsPropertiesToTheWidgets() {
    let controller = WebPageViewController(viewModel: viewModel)
    window.rootViewController = controller
    #expect(controller.title == "New page")
    viewModel.goButtonTapped(address: "https://example.com/")
    #expect(window.view(withIdentifier: "progressView")?.isHidden == false)
    #expect((window.view(withIdentifier: "stopButton") as? Button)?.isEnabled == true)
    loop.advance(by: .seconds(1))
    #expect(controller.title == "Example Domain")
    #expect((window.view(withIdentifier: "reloadButton") as? Button)?.isEnabled == true)
  }

  @Test func showsTheErrorStateWithRetryAndHidesItForTheNextRequest() {
    window.rootViewController = WebPageViewController(viewModel: viewModel)
    (window.view(withIdentifier: "addressField") as? TextField)?.type(
      "https://broken.example.com/")
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    loop.advance(by: .milliseconds(400))
    #expect(window.view(withIdentifier: "failureView")?.isHidden == false)
    #expect(window.view(withIdentifier: "retryButton")?.isHidden == false)
    (window.view(withIdentifier: "retryButton") as? Button)?.tap()
    #expect(window.view(withIdentifier: "failureView")?.isHidden == true)
  }

  @Test func releasingTheControllerDisposesItsBindings() {
    let before = BondResources.liveSubscriptions
    do {
      window.rootViewController = WebPageViewController(viewModel: viewModel)
      window.rootViewController = nil
    }
    #expect(BondResources.liveSubscriptions == before)
  }
}
