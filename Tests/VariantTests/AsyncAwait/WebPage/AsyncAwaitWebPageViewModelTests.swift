import AsyncPlatform
import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import AsyncAwaitVariant

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("Async-await web page view model")
struct AsyncAwaitWebPageViewModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let viewModel: WebPageViewModel
  private let tasks = SceneTasks()

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    viewModel = WebPageViewModel(webView: webView)
  }

  /// Collects every event the view model reports, in a task of `tasks`.
  private func collectEvents() -> EventLog {
    let log = EventLog()
    tasks.run { [events = viewModel.events] in
      for await event in events { log.events.append(event) }
    }
    return log
  }

  @Test func followingReportsTheCurrentStateThenEveryChange() {
    let log = loop.settle { collectEvents() }
    loop.settle { tasks.run { [viewModel] in await viewModel.followPage() } }
    #expect(log.events.contains(.titleChanged("New page")))
    #expect(log.events.contains(.addressChanged("")))
    loop.settle { webView.load(URLRequest(url: URL(string: "https://example.com/")!)) }
    #expect(log.events.contains(.addressChanged("https://example.com/")))
    #expect(log.events.contains(.loadingChanged(WebPageLoading(isLoading: true, progress: 0.1))))
    loop.advanceDriven(by: .seconds(1))
    #expect(
      log.events.last(where: { if case .titleChanged = $0 { true } else { false } })
        == .titleChanged("Example Domain"))
    #expect(
      log.events.last(where: { if case .buttonsChanged = $0 { true } else { false } })
        == .buttonsChanged(
          WebPageButtons(canGoBack: false, canGoForward: false, canReload: true, canStop: false)))
    loop.settle { tasks.cancelAll() }
  }

  @Test func cancellingTheFollowingTaskEndsEveryObservation() {
    let observations = KVOResources.liveObservations
    let live = SceneTasks.live
    let following = SceneTasks()
    loop.settle { following.run { [viewModel] in await viewModel.followPage() } }
    #expect(KVOResources.liveObservations == observations + 6)
    loop.settle { following.cancelAll() }
    #expect(KVOResources.liveObservations == observations)
    #expect(SceneTasks.live == live)
  }

  @Test func buttonsNavigateAndARefusedAddressIsReportedWithoutRetry() {
    let log = loop.settle { collectEvents() }
    loop.settle { viewModel.goButtonTapped(address: "ftp://files.example.com/") }
    #expect(
      log.events == [
        .failureChanged(
          WebPageFailure(message: "\"ftp\" addresses cannot be opened here.", canRetry: false))
      ])
    #expect(!webView.isLoading)
    loop.settle { viewModel.goButtonTapped(address: "https://offline.example.com/") }
    #expect(webView.isLoading)
    #expect(log.events.last == .failureChanged(nil), "a navigation's start hides the failure")
    loop.advanceDriven(by: .milliseconds(300))
    #expect(log.events.last?.isFailureWithRetry == true)
    loop.settle { viewModel.retryButtonTapped() }
    #expect(webView.url?.absoluteString == "https://offline.example.com/")
    #expect(log.events.last == .failureChanged(nil))
    loop.settle { viewModel.stopButtonTapped() }
    #expect(!webView.isLoading)
    #expect(log.events.last == .failureChanged(nil), "a cancelled load is no failure")
    loop.settle { tasks.cancelAll() }
  }
}

@MainActor
private final class EventLog {
  var events: [WebPageEvent] = []
}

extension WebPageEvent {
  fileprivate var isFailureWithRetry: Bool {
    if case .failureChanged(let failure?) = self { failure.canRetry } else { false }
  }
}
