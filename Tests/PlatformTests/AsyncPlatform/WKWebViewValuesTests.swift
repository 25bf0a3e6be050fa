import AsyncPlatform
import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("WKWebView values: its observable properties as async sequences")
struct WKWebViewValuesTests {
  let loop = MainLoop(mode: .virtual)
  let webView: WKWebView
  let page = URL(string: "https://example.com/")!

  init() {
    webView = WKWebView(
      configuration: WKWebViewConfiguration(
        mainLoop: loop,
        pages: WebPageLibrary(pages: [
          WebPageFixture(
            url: page, text: "Hi",
            timeline: [
              .init(at: .milliseconds(10), .commit), .init(at: .milliseconds(20), .title("Hi")),
              .init(at: .milliseconds(30), .finish(status: 200)),
            ])
        ])))
  }

  @Test func deliversTheCurrentValueThenEverySetInOrder() {
    var titles: [String?] = []
    let values = webView.values(for: \.title)
    let task = loop.drive {
      let task = Task { @MainActor in
        for await title in values { titles.append(title) }
      }
      webView.load(URLRequest(url: page))
      loop.runUntilIdle()
      loop.advance(by: .milliseconds(30))
      return task
    }
    #expect(titles == [nil, "", "Hi"])
    loop.drive {
      task.cancel()
      loop.runUntilIdle()
    }
  }

  @Test func cancellingTheIteratingTaskEndsTheObservation() {
    let before = KVOResources.liveObservations
    var progress: [Double] = []
    let values = webView.values(for: \.estimatedProgress)
    #expect(KVOResources.liveObservations == before + 1)
    let task = loop.drive {
      let task = Task { @MainActor in
        for await value in values { progress.append(value) }
      }
      loop.runUntilIdle()
      return task
    }
    loop.drive {
      task.cancel()
      loop.runUntilIdle()
    }
    #expect(KVOResources.liveObservations == before)
    loop.drive {
      webView.load(URLRequest(url: page))
      loop.advance(by: .milliseconds(30))
    }
    #expect(progress == [0])
  }
}
