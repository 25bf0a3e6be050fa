import Foundation
import MainLoop
import Testing
import UIKitLite
import WebKitLite

@testable import DelegateVariant

@MainActor
@Suite("Delegate web page view controller")
struct DelegateWebPageViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let presenter: WebPagePresenter
  private let window = Window()

  init() throws {
    presenter = WebPagePresenter(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
  }

  @Test func isThePresentersDelegateExactlyWhileOnScreen() {
    let controller = WebPageViewController(presenter: presenter)
    window.rootViewController = controller
    #expect(presenter.delegate === controller)
    window.rootViewController = nil
    #expect(presenter.delegate == nil)
  }

  @Test func rendersWhatThePresenterTellsIt() {
    let controller = WebPageViewController(presenter: presenter)
    window.rootViewController = controller
    controller.addressField.type("https://news.example.com/")
    (window.view(withIdentifier: "goButton") as? Button)?.tap()
    #expect(controller.stopButton.isEnabled)
    #expect(controller.progressView.progress == 0.1)
    loop.advance(by: .milliseconds(450))
    #expect(controller.title == "Headlines")
    loop.advance(by: .milliseconds(100))
    #expect(controller.progressView.isHidden)
    #expect(!controller.stopButton.isEnabled)
  }

  @Test func showsAFailedLoadWithRetry() {
    let controller = WebPageViewController(presenter: presenter)
    window.rootViewController = controller
    presenter.goButtonTapped(address: "https://offline.example.com/")
    loop.advance(by: .milliseconds(300))
    #expect(!controller.failureView.isHidden)
    #expect(!controller.retryButton.isHidden)
    #expect(controller.addressField.text == "", "the address goes back to the page on display")
  }
}
