import Foundation
import MainLoop
import Testing
import WebKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift web page interactor")
struct CleanSwiftWebPageInteractorTests {
  private let loop = MainLoop(mode: .virtual)
  private let interactor: WebPageInteractor
  private let presenter = WebPagePresentationLogicSpy()

  init() throws {
    let webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    interactor = WebPageInteractor(worker: WebPageWorker(webView: webView))
    interactor.presenter = presenter
    interactor.initializePage()
  }

  @Test func initializingPresentsTheOpeningPageAndNoFailure() {
    #expect(presenter.pages == [.init(page: Browse.Page(), isAddressChange: true)])
    #expect(presenter.failures == [.none])
  }

  @Test func aValidAddressLoadsAndAnInvalidOneIsRefused() {
    interactor.loadAddress(request: .init(address: "example.com"))
    #expect(interactor.page.url?.absoluteString == "https://example.com/")
    interactor.loadAddress(request: .init(address: "ftp://x.example.com/"))
    #expect(
      presenter.failures.last
        == .refused(WebAddressRefusal(message: "\"ftp\" addresses cannot be opened here.")))
  }

  @Test func aFailedLoadIsKeptForRetryAndACancelledOneIsNotPresented() {
    interactor.loadAddress(request: .init(address: "https://offline.example.com/"))
    loop.advance(by: .milliseconds(300))
    #expect(interactor.failedURL?.absoluteString == "https://offline.example.com/")
    guard case .loadFailed? = presenter.failures.last else {
      Issue.record("expected a load failure")
      return
    }
    interactor.navigate(request: .init(action: .retry))
    #expect(presenter.failures.last == Browse.ShowFailure.Response.none)
    let presented = presenter.failures.count
    interactor.navigate(request: .init(action: .stop))
    #expect(presenter.failures.count == presented)
  }
}
