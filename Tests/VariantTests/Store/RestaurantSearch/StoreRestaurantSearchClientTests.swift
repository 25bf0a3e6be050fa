import AsyncPlatform
import Domain
import MainLoop
import Networking
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store restaurant search client")
struct StoreRestaurantSearchClientTests {
  private typealias Place = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let http: FixtureHTTPClient
  private let client: RestaurantSearchClient

  init() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    client = .live(
      HotpepperAPI(client: http, configuration: .fixture),
      decodingOn: WorkQueue(label: "decoding", loop: loop))
  }

  @Test func theLiveSearchDecodesTheAnswerOffTheMainActorInTheWorkLatency() {
    loop.workLatency = .milliseconds(200)
    var found: [String]?
    drive {
      Task { [client] in
        found = try await client.searchShops(Place.tokyoStation, "").get().shops.map(\.id)
      }
    }
    drive(advancingBy: .milliseconds(100))
    #expect(http.inFlightCount == 0, "the answer has arrived")
    #expect(found == nil, "and is being decoded")
    drive(advancingBy: .milliseconds(199))
    #expect(found == nil)
    drive(advancingBy: .milliseconds(1))
    #expect(found?.count == 6)
  }

  @Test func cancellingTheEffectWhileDecodingThrowsAndLeavesNothingPending() {
    loop.workLatency = .milliseconds(500)
    var outcome = "pending"
    let task = drive {
      Task { [client] in
        do {
          _ = try await client.searchShops(Place.tokyoStation, "")
          outcome = "answered"
        } catch is CancellationError {
          outcome = "cancelled"
        } catch {
          outcome = "failed"
        }
      }
    }
    drive(advancingBy: .milliseconds(200))
    #expect(loop.appWork(scheduledSince: 0) == 1, "the decoder's turn, due at 600 ms")
    drive { task.cancel() }
    #expect(outcome == "cancelled")
    #expect(loop.appWork(scheduledSince: 0) == 0)
    drive(advancingBy: .seconds(1))
    #expect(outcome == "cancelled")
  }

  // MARK: - Helpers

  /// Runs `body` and everything it sets off now, inside a drive of the loop.
  @discardableResult
  private func drive<Result>(_ body: () -> Result) -> Result {
    loop.drive {
      let result = body()
      loop.runUntilIdle()
      return result
    }
  }

  private func drive(advancingBy interval: Duration) {
    loop.drive { loop.advance(by: interval) }
  }
}
