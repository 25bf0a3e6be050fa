import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import CallbackVariant

@MainActor
@Suite("Callback restaurant search view model")
struct CallbackRestaurantSearchViewModelTests {
  private typealias Answer = RestaurantSearchViewModel.SearchAnswer
  private typealias Place = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let viewModel: RestaurantSearchViewModel

  init() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    viewModel = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
  }

  // MARK: - Location

  @Test func callsBackOnceWithTheFirstValidFix() {
    var firstFixes: [LocationCoordinate2D] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append($0) }
    deliver([(Place.tokyoStation, 5), (Place.mountFuji, -1)])
    deliver([(Place.shibuyaStation, 5)])
    #expect(firstFixes == [Place.tokyoStation])
    #expect(viewModel.currentLocation == Place.shibuyaStation)
    #expect(device.authorizationRequestCount == 1)
  }

  @Test func stoppedUpdatesDeliverNothing() {
    var firstFixes: [LocationCoordinate2D] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append($0) }
    viewModel.stopUpdatingLocation()
    deliver([(Place.tokyoStation, 5)])
    #expect(firstFixes.isEmpty)
    #expect(viewModel.currentLocation == nil)
  }

  // MARK: - Searching

  @Test func startsThenAnswersWithTheShops() {
    locate(at: Place.tokyoStation)
    var events: [String] = []
    viewModel.searchShops(
      keyword: " ramen ", started: { events.append("started") },
      completion: { events.append(Self.describe($0)) })
    #expect(events == ["started"])
    #expect(http.requests.first?.queryValue("keyword") == "ramen")
    loop.advance(by: .milliseconds(100))
    #expect(events == ["started", "shops J001234502 J001234505"])
  }

  @Test func withoutALocationNothingIsSentAndNothingCallsBack() {
    var events: [String] = []
    viewModel.searchShops(
      keyword: nil, started: { events.append("started") },
      completion: { events.append(Self.describe($0)) })
    loop.advance(by: .seconds(1))
    #expect(events.isEmpty)
    #expect(http.requests.isEmpty)
  }

  @Test func aNewerSearchCancelsTheOneInFlight() {
    locate(at: Place.tokyoStation)
    var answers: [String] = []
    http.injectFault(.delay(.seconds(1)))
    viewModel.searchShops(keyword: nil, started: {}, completion: { _ in answers.append("first") })
    viewModel.searchShops(
      keyword: "sushi", started: {}, completion: { answers.append(Self.describe($0)) })
    loop.advance(by: .seconds(2))
    #expect(answers == ["shops J001234503 J001234506"])
    #expect(http.inFlightCount == 0)
  }

  @Test func theKeywordWaitRestartsOnEveryEdit() {
    locate(at: Place.tokyoStation)
    var events: [String] = []
    for keyword in ["s", "su", "sushi"] {
      viewModel.searchShopsWhenTypingPauses(
        keyword: keyword, started: { events.append("started \(keyword)") },
        completion: { events.append(Self.describe($0)) })
      loop.advance(by: .milliseconds(400))
    }
    #expect(events.isEmpty)
    loop.advance(by: .milliseconds(100))
    #expect(events == ["started sushi"])
    loop.advance(by: .milliseconds(100))
    #expect(events == ["started sushi", "shops J001234503 J001234506"])
    #expect(http.requests.count == 1)
  }

  @Test func anEmptyAnswerForgetsTheShopsAndAFailureKeepsThem() {
    locate(at: Place.tokyoStation)
    var answers: [Answer] = []
    viewModel.searchShops(keyword: nil, started: {}, completion: { answers.append($0) })
    loop.advance(by: .milliseconds(100))
    viewModel.searchShops(keyword: "error-1000", started: {}, completion: { answers.append($0) })
    loop.advance(by: .milliseconds(100))
    guard case .failure(.api(code: 1000, _)) = answers.last else {
      Issue.record("expected the code 1000 failure, got \(String(describing: answers.last))")
      return
    }
    #expect(viewModel.shops.count == 6)
    viewModel.searchShops(keyword: "curry", started: {}, completion: { answers.append($0) })
    loop.advance(by: .milliseconds(100))
    #expect(answers.last == .noShops(leftOutCount: 0))
    #expect(viewModel.shops.isEmpty)
  }

  @Test func cancellingCallsBackOnlyForASearchInFlight() {
    locate(at: Place.tokyoStation)
    var cancelled = 0
    var answers = 0
    viewModel.cancelSearches { cancelled += 1 }
    viewModel.searchShops(keyword: nil, started: {}, completion: { _ in answers += 1 })
    viewModel.searchShopsWhenTypingPauses(
      keyword: "ramen", started: {}, completion: { _ in answers += 1 })
    viewModel.cancelSearches { cancelled += 1 }
    loop.advance(by: .seconds(1))
    #expect(cancelled == 1)
    #expect(answers == 0)
    #expect(http.requests.count == 1)
  }

  // MARK: - Selecting

  @Test func selectsOnlyAShopOfTheLatestAnswer() {
    locate(at: Place.tokyoStation)
    viewModel.searchShops(keyword: nil, started: {}, completion: { _ in })
    loop.advance(by: .milliseconds(100))
    var selected: [String] = []
    viewModel.selectShop(withID: "J001234504") { selected.append($0.id) }
    viewModel.selectShop(withID: "J999999999") { selected.append($0.id) }
    #expect(selected == ["J001234504"])
  }

  // MARK: - Lifetime

  @Test func aFreedViewModelNeverCallsBack() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    let client = FixtureHTTPClient(loop: loop, responder: router.responder)
    var model: RestaurantSearchViewModel? = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: client, configuration: .fixture), mainLoop: loop)
    weak let weakModel = model
    model?.requestLocationAccess()
    model?.startUpdatingLocation { _ in }
    deliver([(Place.tokyoStation, 5)])
    var answers = 0
    model?.searchShops(keyword: nil, started: {}, completion: { _ in answers += 1 })
    model?.searchShopsWhenTypingPauses(
      keyword: "ramen", started: {}, completion: { _ in answers += 1 })
    model = nil
    #expect(weakModel == nil, "a pending timer or request keeps the view model alive")
    loop.advance(by: .seconds(1))
    #expect(answers == 0)
    #expect(client.requests.count == 1)
  }

  // MARK: - Helpers

  private func locate(at coordinate: LocationCoordinate2D) {
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { _ in }
    deliver([(coordinate, 5)])
  }

  private func deliver(_ fixes: [(LocationCoordinate2D, Double)]) {
    device.deliver(
      fixes.map { coordinate, accuracy in
        Location(
          coordinate: coordinate, horizontalAccuracy: accuracy,
          timestamp: Date(timeIntervalSince1970: 0))
      })
  }

  private static func describe(_ answer: Answer) -> String {
    switch answer {
    case .shops(let shops, _): "shops " + shops.map(\.id).joined(separator: " ")
    case .noShops: "no shops"
    case .failure(let error): "failure \(error.reason)"
    }
  }
}
