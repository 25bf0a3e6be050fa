import Foundation
import KVOLite
import MainLoop
import Observation
import Testing
import WebKitLite

@testable import ObservationVariant

@MainActor
@Suite("Observation web page model")
struct ObservationWebPageModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let webView: WKWebView
  private let model: WebPageModel

  init() throws {
    webView = WKWebView(configuration: try WebPageSceneHost.configuration(on: loop))
    model = WebPageModel(webView: webView)
  }

  @Test func mirrorsTheWebViewsPropertiesWhileMirroring() {
    model.startMirroring()
    model.go(to: "https://example.com/")
    #expect(model.isLoading)
    #expect(model.url?.absoluteString == "https://example.com/")
    #expect(model.progressBarValue == 0.1)
    #expect(model.navigationTitle == "example.com")
    loop.advance(by: .seconds(1))
    #expect(!model.isLoading)
    #expect(model.pageTitle == "Example Domain")
    #expect(model.navigationTitle == "Example Domain")
    #expect(model.canReload)
    model.stopMirroring()
  }

  @Test func stopsMirroringWithoutLeavingAnObservation() {
    let before = KVOResources.liveObservations
    model.startMirroring()
    #expect(KVOResources.liveObservations == before + 6)
    model.stopMirroring()
    #expect(KVOResources.liveObservations == before)
    model.go(to: "https://example.com/")
    loop.advance(by: .seconds(1))
    #expect(model.url == nil, "a model that stopped mirroring keeps its last state")
    #expect(!model.isLoading)
  }

  @Test func everySetOfTheAddressIsAChangeEvenWhenEqual() {
    model.startMirroring()
    model.go(to: "https://example.com/")
    loop.advance(by: .seconds(1))
    let change = ChangeFlag()
    withObservationTracking {
      _ = model.addressRevision
    } onChange: {
      MainActor.assumeIsolated { change.happened = true }
    }
    model.reload()
    #expect(model.url?.absoluteString == "https://example.com/")
    #expect(
      change.happened, "a reload sets the same address again, and the address field shows it again")
    model.stopMirroring()
  }

  @Test func aRefusedAddressIsAFailureWithoutRetryAndLoadsNothing() {
    model.go(to: "ftp://files.example.com/")
    #expect(
      model.failure
        == WebPageFailure(message: "\"ftp\" addresses cannot be opened here.", retryURL: nil))
    #expect(!webView.isLoading)
  }

  @Test func aFailedLoadCanBeRetriedAndTheRetrysStartClearsIt() {
    model.go(to: "https://offline.example.com/")
    loop.advance(by: .milliseconds(300))
    #expect(model.failure?.retryURL?.absoluteString == "https://offline.example.com/")
    model.retry()
    #expect(model.failure == nil)
    #expect(webView.isLoading)
  }

  @Test func aCancelledLoadIsNoFailure() {
    model.go(to: "https://slow.example.com/")
    loop.advance(by: .milliseconds(600))
    model.stopLoading()
    loop.advance(by: .seconds(5))
    #expect(model.failure == nil)
  }
}

@MainActor
private final class ChangeFlag {
  var happened = false
}
