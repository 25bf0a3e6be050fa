import Testing

@testable import CleanSwiftVariant

/// The web page's router leads nowhere yet, but holds what another scene would read: its data
/// store (the interactor's page and failed address) and, weakly, the screen a route would
/// start from.
@MainActor
@Suite("Clean Swift web page router")
struct CleanSwiftWebPageRouterTests {
  @Test func itsDataStoreIsTheInteractorAndItsScreenTheSceneRoot() throws {
    let host = try WebPageSceneHost(CleanSwiftStyle.declaration)
    let viewController = try #require(host.window.rootViewController as? WebPageViewController)
    let router = try #require(viewController.router as? WebPageRouter)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === viewController.interactor)
    try host.go(to: "https://example.com/")
    host.advance(milliseconds: 1000)
    #expect(router.dataStore?.page.title == "Example Domain")
  }
}
