import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift restaurant search worker")
struct CleanSwiftRestaurantSearchWorkerTests {
  private typealias Host = RestaurantSearchSceneHost

  private func makeWorker() throws -> (RestaurantSearchWorker, FixtureHTTPClient, MainLoop) {
    let loop = MainLoop(mode: .virtual)
    let router = try FixtureRouter(directory: Host.fixturesDirectory)
    let http = FixtureHTTPClient(loop: loop, responder: router.responder)
    let worker = RestaurantSearchWorker(api: HotpepperAPI(client: http, configuration: .fixture))
    return (worker, http, loop)
  }

  @Test func searchesTheRangeAroundTheLocationWithTheTrimmedKeyword() throws {
    let (worker, http, loop) = try makeWorker()
    var results: [HotpepperAPI.SearchResult] = []
    worker.searchShops(near: Host.tokyoStation, keyword: "  sushi\n") { results.append($0) }
    worker.searchShops(near: Host.tokyoStation, keyword: "   ") { results.append($0) }
    loop.advance(by: .milliseconds(100))
    #expect(http.requests.map { $0.queryValue("keyword") } == ["sushi", nil])
    #expect(http.requests.allSatisfy { $0.queryValue("range") == "3" })
    #expect(results.count == 2)
    #expect(try results[0].get().shops.map(\.id) == ["J001234503", "J001234506"])
    #expect(try results[1].get().shops.count == 6)
  }

  @Test func aCancelledSearchNeverCompletes() throws {
    let (worker, http, loop) = try makeWorker()
    var completions = 0
    let task = worker.searchShops(near: Host.tokyoStation, keyword: "") { _ in completions += 1 }
    task.cancel()
    loop.advance(by: .seconds(1))
    #expect(completions == 0)
    #expect(http.inFlightCount == 0)
  }
}
