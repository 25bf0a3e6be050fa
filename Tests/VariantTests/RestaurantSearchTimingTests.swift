import CallbackVariant
import CoreLocationLite
import DelegateVariant
import Domain
import KVOLite
import KVOVariant
import Networking
import SceneContract
import Testing
import UIKitLite

/// The asynchronous half of `Scenarios/restaurant-search/BEHAVIOR.md` — debounce, latest wins,
/// the activity indicator, teardown with work pending — on callback, delegate and KVO, whose
/// timers and cancellation are written by hand.
@MainActor
@Suite("Restaurant search timing: callback, delegate and KVO")
struct RestaurantSearchTimingTests {
  private typealias Host = RestaurantSearchSceneHost
  nonisolated static let ids = RestaurantSearchContractTests.ids

  private func host(_ id: VariantID) throws -> Host {
    try Host(RestaurantSearchContractTests.scenes(id))
  }

  // MARK: - Debounce

  @Test(arguments: ids)
  func rapidTypingSendsOneRequestFiveHundredMillisecondsAfterTheLastEdit(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    for text in ["r", "ra", "ram", "rame", "ramen"] {
      try host.type("keywordField", text)
      host.advance(milliseconds: 300)
    }
    #expect(host.http.requests.isEmpty)
    #expect(try !host.isSearching())
    host.advance(milliseconds: 199)
    #expect(host.http.requests.isEmpty, "499 ms after the last edit")
    host.advance(milliseconds: 1)
    #expect(host.http.requests.map { $0.queryValue("keyword") } == ["ramen"])
    #expect(try host.isSearching())
    host.advance(milliseconds: 100)
    #expect(try host.markers().map(\.id) == ["J001234502", "J001234505"])
    host.advance(milliseconds: 2_000)
    #expect(host.http.requests.count == 1)
  }

  @Test(arguments: ids)
  func clearingTheKeywordSearchesWithoutOne(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.type("keywordField", "sushi")
    host.advance(milliseconds: 600)
    #expect(try host.markers().count == 2)
    try host.type("keywordField", "")
    host.advance(milliseconds: 600)
    #expect(host.http.requests.count == 2)
    #expect(host.http.requests[1].queryValue("keyword") == nil)
    #expect(try host.markers().count == 6)
  }

  @Test(arguments: ids)
  func aDebouncedSearchWithoutALocationIsDropped(_ id: VariantID) throws {
    let host = try host(id)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 600)
    #expect(host.http.requests.isEmpty)
    #expect(try !host.isSearching())
    host.deliver(Host.tokyoStation)
    host.advance(milliseconds: 600)
    #expect(host.http.requests.isEmpty, "the dropped search does not come back with a fix")
  }

  // MARK: - Latest wins

  @Test(arguments: ids)
  func aSlowFirstAnswerOvertakenByASecondSearchIsNeverShown(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    host.http.injectFault(.delay(.seconds(1)))
    try host.tap("searchButton")
    host.advance(milliseconds: 200)
    try host.type("keywordField", "sushi")
    host.advance(milliseconds: 500)
    #expect(host.http.requests.count == 2)
    #expect(try host.isSearching())
    #expect(try host.markers().isEmpty)
    host.advance(milliseconds: 100)
    #expect(try !host.isSearching())
    #expect(try host.markers().map(\.id) == ["J001234503", "J001234506"])
    host.advance(milliseconds: 2_000)
    #expect(try host.markers().map(\.id) == ["J001234503", "J001234506"])
    #expect(host.window.presentedAlert == nil)
    #expect(host.http.inFlightCount == 0)
  }

  @Test(arguments: ids)
  func theIndicatorStaysOnUntilTheLatestSearchAnswers(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 60)
    try host.tap("searchButton")
    host.advance(milliseconds: 60)
    #expect(try host.isSearching(), "the first answer was superseded")
    #expect(try host.markers().isEmpty)
    host.advance(milliseconds: 40)
    #expect(try !host.isSearching())
    #expect(try host.markers().count == 6)
  }

  @Test(arguments: ids)
  func aFailureOfASupersededSearchIsNeverShown(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    host.http.injectFault(.transport("offline"))
    try host.tap("searchButton")
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(host.window.presentedAlert == nil)
    #expect(try host.markers().count == 6)
  }

  // MARK: - Teardown

  @Test(arguments: ids)
  func teardownWithASearchInFlightFreesTheSceneAndCancelsTheRequest(_ id: VariantID) throws {
    let observationsBefore = KVOResources.liveObservations
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    host.http.injectFault(.delay(.seconds(5)))
    try host.tap("searchButton")
    #expect(host.http.inFlightCount == 1)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) left scene objects alive")
    #expect(host.device.liveManagerCount == 0)
    #expect(host.http.inFlightCount == 0)
    #expect(KVOResources.liveObservations == observationsBefore)
    host.advance(milliseconds: 10_000)
    #expect(host.snapshot == "no screen")
  }

  @Test(arguments: ids)
  func teardownWithAKeywordWaitPendingSendsNothing(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 250)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) left scene objects alive")
    host.advance(milliseconds: 1_000)
    #expect(host.http.requests.isEmpty)
  }

  @Test(arguments: ids)
  func teardownWithAnAlertOnScreenFreesTheScene(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.mountFuji)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(host.window.presentedAlert != nil)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) left scene objects alive")
  }

  @Test(arguments: ids)
  func aRestartedScreenStartsFromTheStoryboardAgain(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.tearDown()
    host.show()
    host.advance(milliseconds: 200)
    #expect(host.snapshot == RestaurantSearchContractTests.loadedScreen)
    host.deliver(Host.shibuyaStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.markers().count == 4)
  }
}
