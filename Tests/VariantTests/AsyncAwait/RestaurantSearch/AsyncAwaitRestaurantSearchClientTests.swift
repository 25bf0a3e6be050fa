import AsyncPlatform
import Domain
import MainLoop
import Networking
import Testing

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await restaurant search client")
struct AsyncAwaitRestaurantSearchClientTests {
  private typealias Place = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let http: FixtureHTTPClient
  private let client: RestaurantSearchClient

  init() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    client = RestaurantSearchClient(
      api: HotpepperAPI(client: http, configuration: .fixture),
      decoder: ShopDecoder(queue: WorkQueue(label: "decoding", loop: loop)))
  }

  @Test func returnsTheShopsWhenTheAnswerArrives() {
    var found: [String]?
    loop.settle {
      Task { [client] in
        found = try await client.searchShops(near: Place.tokyoStation, keyword: nil).shops.map(\.id)
      }
    }
    #expect(found == nil)
    loop.advanceDriven(by: .milliseconds(100))
    #expect(found?.count == 6)
  }

  @Test func throwsTheSearchErrorOfAFailedAnswer() {
    var failure: RestaurantSearchError?
    http.injectFault(.status(503))
    loop.settle {
      Task { [client] in
        do {
          _ = try await client.searchShops(near: Place.tokyoStation, keyword: nil)
        } catch let error as RestaurantSearchError {
          failure = error
        }
      }
    }
    loop.advanceDriven(by: .milliseconds(100))
    #expect(failure == .httpStatus(503))
  }

  @Test func cancellingTheCallingTaskCancelsTheRequest() {
    var outcome = "pending"
    let task = loop.settle {
      Task { [client] in
        do {
          _ = try await client.searchShops(near: Place.tokyoStation, keyword: nil)
          outcome = "answered"
        } catch is CancellationError {
          outcome = "cancelled"
        } catch {
          outcome = "failed"
        }
      }
    }
    #expect(http.inFlightCount == 1)
    loop.settle { task.cancel() }
    #expect(outcome == "cancelled")
    #expect(http.inFlightCount == 0)
    loop.advanceDriven(by: .seconds(1))
    #expect(outcome == "cancelled")
  }

  // MARK: - Decoding off the main actor

  @Test func decodesTheAnswerOffTheMainActorInTheWorkLatency() {
    loop.workLatency = .milliseconds(200)
    var found: [String]?
    loop.settle {
      Task { [client] in
        found = try await client.searchShops(near: Place.tokyoStation, keyword: nil).shops.map(\.id)
      }
    }
    loop.advanceDriven(by: .milliseconds(100))
    #expect(http.inFlightCount == 0, "the answer has arrived")
    #expect(found == nil, "and is being decoded")
    loop.advanceDriven(by: .milliseconds(199))
    #expect(found == nil)
    loop.advanceDriven(by: .milliseconds(1))
    #expect(found?.count == 6)
  }

  @Test func cancellingTheCallingTaskWhileDecodingLeavesNothingPending() {
    loop.workLatency = .milliseconds(500)
    var outcome = "pending"
    let task = loop.settle {
      Task { [client] in
        do {
          _ = try await client.searchShops(near: Place.tokyoStation, keyword: nil)
          outcome = "answered"
        } catch is CancellationError {
          outcome = "cancelled"
        } catch {
          outcome = "failed"
        }
      }
    }
    loop.advanceDriven(by: .milliseconds(200))
    #expect(http.inFlightCount == 0)
    #expect(loop.appWork(scheduledSince: 0) == 1, "the decoder's turn, due at 600 ms")
    loop.settle { task.cancel() }
    #expect(outcome == "cancelled")
    #expect(loop.appWork(scheduledSince: 0) == 0)
    loop.advanceDriven(by: .seconds(1))
    #expect(outcome == "cancelled")
  }
}
