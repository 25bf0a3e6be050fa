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
    var firstFixes: [LocationCoordinate2D?] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append($0) }
    deliver([(Place.tokyoStation, 5), (Place.mountFuji, -1)])
    deliver([(Place.shibuyaStation, 5)])
    #expect(firstFixes == [Place.tokyoStation])
    #expect(viewModel.currentLocation == Place.shibuyaStation)
    #expect(device.authorizationRequestCount == 1)
  }

  @Test func stoppedUpdatesDeliverNoFix() {
    var firstFixes: [LocationCoordinate2D?] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append($0) }
    viewModel.stopUpdatingLocation()
    deliver([(Place.tokyoStation, 5)])
    #expect(firstFixes == [nil], "the wait ended without a fix")
    #expect(viewModel.currentLocation == nil)
  }

  @Test func stoppingBeforeTheFirstFixCallsBackOnceWithNil() {
    var firstFixes: [LocationCoordinate2D?] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append($0) }
    viewModel.stopUpdatingLocation()
    viewModel.updateCurrentLocation(Place.tokyoStation)
    viewModel.stopUpdatingLocation()
    #expect(firstFixes == [nil])
  }

  @Test func aNewerWaitForTheFirstFixEndsTheOlderWithNil() {
    var firstFixes: [String] = []
    viewModel.requestLocationAccess()
    viewModel.startUpdatingLocation { firstFixes.append("first \(String(describing: $0))") }
    viewModel.startUpdatingLocation { firstFixes.append("second \($0?.latitude ?? 0)") }
    deliver([(Place.tokyoStation, 5)])
    deliver([(Place.shibuyaStation, 5)])
    #expect(firstFixes == ["first nil", "second 35.681236"])
  }

  // MARK: - Searching

  @Test func aSentSearchReturnsTrueThenCallsBackOnceWithTheShops() {
    locate(at: Place.tokyoStation)
    var answers: [String] = []
    let sent = viewModel.searchShops(keyword: " ramen ") { answers.append(Self.describe($0)) }
    #expect(sent)
    #expect(answers.isEmpty)
    #expect(http.requests.first?.queryValue("keyword") == "ramen")
    loop.advance(by: .seconds(1))
    #expect(answers == ["shops J001234502 J001234505"])
  }

  @Test func withoutALocationNothingIsSentAndNothingCallsBack() {
    var answers: [String] = []
    let sent = viewModel.searchShops(keyword: nil) { answers.append(Self.describe($0)) }
    #expect(!sent)
    #expect(answers.isEmpty, "never at once")
    loop.advance(by: .seconds(1))
    #expect(answers.isEmpty, "nor later")
    #expect(http.requests.isEmpty)
  }

  @Test func aNewerSearchDropsTheOneInFlightWhichStillCallsBackOnce() {
    locate(at: Place.tokyoStation)
    var first: [String] = []
    var second: [String] = []
    http.injectFault(.delay(.seconds(1)))
    viewModel.searchShops(keyword: nil) { first.append(Self.describe($0)) }
    viewModel.searchShops(keyword: "sushi") { second.append(Self.describe($0)) }
    #expect(first == ["dropped"])
    #expect(http.inFlightCount == 1)
    loop.advance(by: .seconds(2))
    #expect(first == ["dropped"])
    #expect(second == ["shops J001234503 J001234506"])
    #expect(http.inFlightCount == 0)
  }

  @Test func everyTypingWaitCallsBackOnceAndOnlyTheLastElapses() {
    var pauses: [String] = []
    for keyword in ["s", "su", "sushi"] {
      viewModel.waitForTypingPause { pauses.append("\(keyword) \($0)") }
      loop.advance(by: .milliseconds(400))
    }
    #expect(pauses == ["s superseded", "su superseded"])
    loop.advance(by: .milliseconds(100))
    #expect(pauses == ["s superseded", "su superseded", "sushi elapsed"])
    loop.advance(by: .seconds(1))
    #expect(pauses.count == 3)
    #expect(loop.pendingCount == 0)
  }

  @Test func anEmptyAnswerForgetsTheShopsAndAFailureKeepsThem() {
    locate(at: Place.tokyoStation)
    var answers: [Answer] = []
    viewModel.searchShops(keyword: nil) { answers.append($0) }
    loop.advance(by: .milliseconds(100))
    viewModel.searchShops(keyword: "error-1000") { answers.append($0) }
    loop.advance(by: .milliseconds(100))
    guard case .failure(.api(code: 1000, _)) = answers.last else {
      Issue.record("expected the code 1000 failure, got \(String(describing: answers.last))")
      return
    }
    #expect(viewModel.shops.count == 6)
    viewModel.searchShops(keyword: "curry") { answers.append($0) }
    loop.advance(by: .milliseconds(100))
    #expect(answers.last == .noShops(leftOutCount: 0))
    #expect(answers.count == 3)
    #expect(viewModel.shops.isEmpty)
  }

  @Test func cancellingEndsTheWaitAndTheSearchEachWithOneCallback() {
    locate(at: Place.tokyoStation)
    #expect(!viewModel.cancelSearches(), "nothing to cancel yet")
    var answers: [String] = []
    var pauses: [RestaurantSearchViewModel.TypingPause] = []
    viewModel.searchShops(keyword: nil) { answers.append(Self.describe($0)) }
    viewModel.waitForTypingPause { pauses.append($0) }
    #expect(viewModel.cancelSearches())
    #expect(answers == ["dropped"])
    #expect(pauses == [.superseded])
    loop.advance(by: .seconds(1))
    #expect(answers == ["dropped"])
    #expect(pauses == [.superseded])
    #expect(http.requests.count == 1)
    #expect(http.inFlightCount == 0)
  }

  // MARK: - Selecting

  @Test func returnsOnlyAShopOfTheLatestAnswer() {
    locate(at: Place.tokyoStation)
    viewModel.searchShops(keyword: nil) { _ in }
    loop.advance(by: .milliseconds(100))
    #expect(viewModel.shop(withID: "J001234504")?.name == "Trattoria Marunouchi Luce")
    #expect(viewModel.shop(withID: "J999999999") == nil)
  }

  // MARK: - Lifetime

  @Test func freeingTheViewModelEndsWhatIsPendingWithOneCallbackEach() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    let client = FixtureHTTPClient(loop: loop, responder: router.responder)
    var model: RestaurantSearchViewModel? = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: client, configuration: .fixture), mainLoop: loop)
    weak let weakModel = model
    model?.requestLocationAccess()
    model?.startUpdatingLocation { _ in }
    deliver([(Place.tokyoStation, 5)])
    var answers: [String] = []
    var pauses: [RestaurantSearchViewModel.TypingPause] = []
    model?.searchShops(keyword: nil) { answers.append(Self.describe($0)) }
    model?.waitForTypingPause { pauses.append($0) }
    model = nil
    #expect(weakModel == nil, "a pending timer or request keeps the view model alive")
    #expect(answers == ["dropped"])
    #expect(pauses == [.superseded])
    loop.advance(by: .seconds(1))
    #expect(answers == ["dropped"])
    #expect(pauses == [.superseded])
    #expect(client.requests.count == 1)
    #expect(client.inFlightCount == 0)
    #expect(loop.pendingCount == 0)
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
    case .dropped: "dropped"
    }
  }
}
