import StyleNames
import BondLite
import CoreLocationLite
import KVOLite
import Networking
import RxLite
import SceneContract
import Testing
import UIKitLite

/// The asynchronous half of `Scenarios/restaurant-search/BEHAVIOR.md` — debounce, latest wins,
/// the activity indicator, teardown with work pending — on all six styles, whether they get it
/// from operators or write their timers and cancellation by hand.
@MainActor
@Suite("Restaurant search timing: all six styles")
struct RestaurantSearchTimingTests {
  private typealias Host = RestaurantSearchSceneHost
  nonisolated static let ids = RestaurantSearchContractTests.ids

  private func host(_ id: VariantID) throws -> Host {
    try Host(RestaurantSearchContractTests.scenes(id))
  }

  /// The reactive runtimes' live subscriptions, as the harness sums them.
  private var liveSubscriptions: Int {
    Int(Resources.total) + BondResources.liveSubscriptions
  }

  // MARK: - Debounce

  @Test(arguments: ids)
  func rapidTypingSendsOneRequestFiveHundredMillisecondsAfterTheLastEdit(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    for text in ["s", "su", "sus", "sush", "sushi"] {
      try host.type("keywordField", text)
      host.advance(milliseconds: 499)
    }
    #expect(host.http.requests.isEmpty, "each edit restarts the wait")
    #expect(try !host.isSearching())
    host.advance(milliseconds: 1)
    #expect(host.http.requests.map { $0.queryValue("keyword") } == ["sushi"])
    #expect(try host.isSearching())
    host.advance(milliseconds: 100)
    #expect(try host.markers().map(\.id) == ["J001234503", "J001234506"])
    host.advance(milliseconds: 5_000)
    #expect(host.http.requests.count == 1)
  }

  @Test(arguments: ids)
  func clearingTheKeywordSearchesWithoutOne(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.shibuyaStation)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 600)
    #expect(try host.markers().map(\.id) == ["J001234602"])
    try host.type("keywordField", "")
    host.advance(milliseconds: 600)
    #expect(host.http.requests.map { $0.queryValue("keyword") } == ["ramen", nil])
    #expect(try host.markers().count == 4)
  }

  @Test(arguments: ids)
  func aDebouncedSearchWithoutALocationIsDropped(_ id: VariantID) throws {
    let host = try host(id)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 600)
    #expect(host.http.requests.isEmpty)
    #expect(try !host.isSearching())
    host.deliver(Host.tokyoStation)
    host.advance(milliseconds: 1_000)
    #expect(host.http.requests.isEmpty, "a fix does not bring the dropped search back")
    try host.tap("searchButton")
    #expect(host.http.requests.last?.queryValue("keyword") == "ramen")
  }

  @Test(arguments: ids)
  func aFixArrivingDuringTheWaitLetsTheDebouncedSearchGoOut(_ id: VariantID) throws {
    let host = try host(id)
    try host.type("keywordField", "sushi")
    host.advance(milliseconds: 200)
    host.deliver(Host.tokyoStation)
    host.advance(milliseconds: 299)
    #expect(host.http.requests.isEmpty)
    host.advance(milliseconds: 1)
    #expect(host.http.requests.map { $0.queryValue("keyword") } == ["sushi"])
  }

  @Test(arguments: ids)
  func aTapDuringTheWaitSearchesAtOnceAndTheWaitStillEndsInASearch(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 200)
    try host.tap("searchButton")
    #expect(host.http.requests.count == 1)
    host.advance(milliseconds: 100)
    #expect(try host.markers().count == 2)
    host.advance(milliseconds: 200)
    #expect(host.http.requests.map { $0.queryValue("keyword") } == ["ramen", "ramen"])
    #expect(try host.isSearching())
  }

  // MARK: - Latest wins

  @Test(arguments: ids)
  func aSlowFirstAnswerOvertakenByASecondSearchIsNeverShown(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    host.http.injectFault(.delay(.seconds(2)))
    try host.tap("searchButton")
    host.advance(milliseconds: 300)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 500)
    #expect(host.http.requests.count == 2)
    #expect(host.http.inFlightCount == 1, "the first request was cancelled")
    #expect(try host.isSearching())
    #expect(try host.markers().isEmpty)
    host.advance(milliseconds: 100)
    #expect(try !host.isSearching())
    #expect(try host.markers().map(\.id) == ["J001234502", "J001234505"])
    host.advance(milliseconds: 5_000)
    #expect(try host.markers().map(\.id) == ["J001234502", "J001234505"])
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
  func aSupersededEmptyAnswerRaisesNoAlert(_ id: VariantID) throws {
    let host = try host(id)
    host.deliver(Host.mountFuji)
    try host.tap("searchButton")
    host.advance(milliseconds: 50)
    try host.tap("searchButton")
    host.advance(milliseconds: 50)
    #expect(try host.isSearching(), "the first answer was superseded")
    #expect(host.window.presentedAlert == nil)
    host.advance(milliseconds: 50)
    #expect(try !host.isSearching())
    #expect(host.window.presentedAlert?.message == "No restaurants were found nearby.")
  }

  @Test(arguments: ids)
  func aSupersededFailureIsNeverShown(_ id: VariantID) throws {
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
  func teardownWithASearchInFlightCancelsItAndFreesTheScene(_ id: VariantID) throws {
    let subscriptionsBefore = liveSubscriptions
    let observationsBefore = KVOResources.liveObservations
    let host = try host(id)
    host.deliver(Host.tokyoStation)
    try host.type("keywordField", "sushi")
    host.http.injectFault(.delay(.seconds(3)))
    try host.tap("searchButton")
    #expect(host.http.inFlightCount == 1)
    host.tearDown()
    #expect(host.liveComponentCount == 0, "\(id) left scene objects alive")
    #expect(host.device.liveManagerCount == 0, "\(id) left its location manager alive")
    #expect(host.http.inFlightCount == 0, "\(id) did not cancel its request")
    #expect(liveSubscriptions == subscriptionsBefore, "\(id) left subscriptions alive")
    #expect(KVOResources.liveObservations == observationsBefore, "\(id) left observations")
    host.advance(milliseconds: 10_000)
    #expect(host.http.requests.count == 1, "the keyword's wait ended with the screen")
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
    let raisers: [(name: String, raise: @MainActor (Host) -> Void)] = [
      ("an error alert", { $0.http.injectFault(.transport("offline")) }),
      ("a no-shops alert", { $0.deliver(Host.mountFuji) }),
    ]
    for alert in raisers {
      let subscriptionsBefore = liveSubscriptions
      let host = try host(id)
      host.deliver(Host.tokyoStation)
      alert.raise(host)
      try host.tap("searchButton")
      host.advance(milliseconds: 100)
      #expect(host.window.presentedAlert != nil, "\(alert.name)")
      host.tearDown()
      #expect(host.liveComponentCount == 0, "\(id) left scene objects alive with \(alert.name)")
      #expect(liveSubscriptions == subscriptionsBefore, "\(id) left subscriptions alive")
    }
  }

  @Test(arguments: ids)
  func aRestartedScreenStartsFromTheStoryboardAgain(_ id: VariantID) throws {
    let host = try host(id)
    #expect(host.componentCount >= 2)
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.tearDown()
    host.show()
    host.advance(milliseconds: 500)
    #expect(host.snapshot == RestaurantSearchContractTests.loadedScreen)
    host.deliver(Host.shibuyaStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.markers().count == 4)
  }
}
