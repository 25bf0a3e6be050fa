import Foundation
import KVOLite
import MainLoop
import Testing
import WebKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift web page worker")
struct CleanSwiftWebPageWorkerTests {
  private let loop = MainLoop(mode: .virtual)

  @Test func reportsThePageAfterEachChangeAndEachNavigationsStartAndFailure() throws {
    let worker = WebPageWorker(
      webView: WKWebView(configuration: try WebPageSceneHost.configuration(on: loop)))
    var pages: [Browse.Page] = []
    var starts = 0
    var failures: [Error] = []
    worker.observePage(
      pageChanged: { page, _ in pages.append(page) }, navigationStarted: { starts += 1 },
      navigationFailed: { failures.append($0) })
    worker.load(URL(string: "https://broken.example.com/")!)
    loop.advance(by: .milliseconds(400))
    #expect(pages.first == Browse.Page())
    #expect(pages.last?.title == "Broken")
    #expect(pages.last?.isLoading == false)
    #expect(starts == 1)
    #expect((failures.first as? URLError)?.code == .networkConnectionLost)
  }

  @Test func releasingItEndsItsObservations() throws {
    let before = KVOResources.liveObservations
    let webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    do {
      let worker = WebPageWorker(webView: webView)
      worker.observePage(
        pageChanged: { _, _ in }, navigationStarted: {}, navigationFailed: { _ in })
      #expect(KVOResources.liveObservations == before + 6)
    }
    #expect(KVOResources.liveObservations == before)
  }
}
