import Foundation
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift web page presenter")
struct CleanSwiftWebPagePresenterTests {
  private let presenter = WebPagePresenter()
  private let display = WebPageDisplayLogicSpy()

  init() {
    presenter.viewController = display
  }

  @Test func wordsThePageTitleFromTheTitleOrTheHostAndCombinesReload() {
    var page = Browse.Page(url: URL(string: "https://example.com/"), title: "")
    presenter.presentPage(response: .init(page: page, isAddressChange: true))
    #expect(display.pages.last?.title == "example.com")
    #expect(display.pages.last?.address == "https://example.com/")
    #expect(display.pages.last?.isReloadEnabled == true)
    page.title = "Example Domain"
    page.isLoading = true
    page.estimatedProgress = 0.5
    presenter.presentPage(response: .init(page: page, isAddressChange: false))
    #expect(display.pages.last?.title == "Example Domain")
    #expect(display.pages.last?.address == nil, "the field is left alone unless the address moved")
    #expect(display.pages.last?.isReloadEnabled == false)
    #expect(display.pages.last?.isStopEnabled == true)
    #expect(display.pages.last?.progress == 0.5)
    #expect(display.pages.last?.isProgressHidden == false)
  }

  @Test func offersRetryForFailedLoadsOnly() {
    presenter.presentFailure(response: .loadFailed(message: "Could not load"))
    #expect(display.failures.last == .init(message: "Could not load", isRetryHidden: false))
    presenter.presentFailure(response: .refused(WebAddressRefusal(message: "Enter an address.")))
    #expect(display.failures.last == .init(message: "Enter an address.", isRetryHidden: true))
    presenter.presentFailure(response: .none)
    #expect(display.failures.last?.message == nil)
  }
}
