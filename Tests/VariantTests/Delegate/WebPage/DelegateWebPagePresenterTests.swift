import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import DelegateVariant

/// Records what the presenter tells its delegate.
@MainActor
private final class PresenterDelegateSpy: WebPagePresenterDelegate {
  var loading: [WebPagePresenter.Loading] = []
  var addresses: [String] = []
  var titles: [String] = []
  var buttons: [WebPagePresenter.Buttons] = []
  var failures: [WebPagePresenter.Failure?] = []

  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateLoading loading: WebPagePresenter.Loading
  ) {
    self.loading.append(loading)
  }

  func webPagePresenter(_ presenter: WebPagePresenter, didChangeAddress address: String) {
    addresses.append(address)
  }

  func webPagePresenter(_ presenter: WebPagePresenter, didChangeTitle title: String) {
    titles.append(title)
  }

  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateButtons buttons: WebPagePresenter.Buttons
  ) {
    self.buttons.append(buttons)
  }

  func webPagePresenter(
    _ presenter: WebPagePresenter, didChangeFailure failure: WebPagePresenter.Failure?
  ) {
    failures.append(failure)
  }
}

@MainActor
@Suite("Delegate web page presenter")
struct DelegateWebPagePresenterTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let presenter: WebPagePresenter
  private let spy = PresenterDelegateSpy()

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    presenter = WebPagePresenter(webView: webView)
  }

  @Test func settingADelegateAnnouncesTheWholeStateAndFollowsTheWebView() {
    let before = KVOResources.liveObservations
    presenter.delegate = spy
    #expect(Set(spy.titles) == ["New page"], "the title depends on two properties: told twice")
    #expect(spy.addresses == [""])
    #expect(spy.failures == [nil])
    #expect(KVOResources.liveObservations == before + 6)
    presenter.delegate = nil
    #expect(KVOResources.liveObservations == before)
  }

  @Test func holdsItsDelegateWeakly() {
    weak var released: PresenterDelegateSpy?
    do {
      let delegate = PresenterDelegateSpy()
      released = delegate
      presenter.delegate = delegate
    }
    #expect(released == nil, "the presenter must not keep its delegate alive")
    #expect(presenter.delegate == nil)
  }

  @Test func tellsTheDelegateEveryChangeOfALoad() {
    presenter.delegate = spy
    presenter.goButtonTapped(address: "http://example.org/")
    loop.advance(by: .seconds(1))
    #expect(spy.addresses.suffix(2) == ["http://example.org/", "https://www.example.org/"])
    #expect(spy.titles.last == "Example Org")
    #expect(spy.loading.last == WebPagePresenter.Loading(isLoading: false, progress: 1))
    #expect(spy.buttons.last?.canReload == true)
  }

  @Test func aRefusedAddressAndAFailedLoadAreFailuresOnlyTheLoadCanRetry() {
    presenter.delegate = spy
    presenter.goButtonTapped(address: "")
    #expect(spy.failures.last == .some(.init(message: "Enter an address.", retryURL: nil)))
    presenter.goButtonTapped(address: "https://broken.example.com/")
    loop.advance(by: .milliseconds(400))
    #expect(spy.failures.last??.retryURL?.absoluteString == "https://broken.example.com/")
    presenter.retryButtonTapped()
    #expect(spy.failures.last == .some(nil))
  }

  @Test func aCancelledLoadTellsNothingAndNoDelegateHearsAnything() {
    presenter.delegate = spy
    presenter.goButtonTapped(address: "https://slow.example.com/")
    presenter.stopButtonTapped()
    #expect(spy.failures.last == .some(nil))
    presenter.delegate = nil
    let told = spy.titles.count
    presenter.goButtonTapped(address: "https://example.com/")
    loop.advance(by: .seconds(1))
    #expect(spy.titles.count == told)
  }
}
