import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift web page view controller")
struct CleanSwiftWebPageViewControllerTests {
  @Test func setupWiresTheCycleAndTheScreenFollowsALoad() throws {
    let host = try WebPageSceneHost(CleanSwiftStyle.declaration)
    let viewController = try #require(host.window.rootViewController as? WebPageViewController)
    #expect(viewController.interactor is WebPageInteractor)
    #expect(host.title == "New page")
    try host.go(to: "https://news.example.com/")
    #expect(try host.widget("stopButton", as: Button.self).isEnabled)
    host.advance(milliseconds: 500)
    #expect(host.title == "Headlines")
    #expect(try host.widget("progressView", as: ProgressView.self).isHidden)
  }

  @Test func displaysAFailureWithRetryAndTheSceneIsFreedOnTeardown() throws {
    let host = try WebPageSceneHost(CleanSwiftStyle.declaration)
    try host.go(to: "https://offline.example.com/")
    host.advance(milliseconds: 300)
    #expect(!(try host.widget("failureView", as: View.self).isHidden))
    #expect(!(try host.widget("retryButton", as: Button.self).isHidden))
    host.tearDown()
    #expect(host.liveComponentCount == 0)
  }
}
