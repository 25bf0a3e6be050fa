import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await restaurant search view model")
struct AsyncAwaitRestaurantSearchViewModelTests {
  private typealias Place = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let viewModel: RestaurantSearchViewModel
  private let tasks = SceneTasks()
  private let log = EventLog()

  init() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    viewModel = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      client: RestaurantSearchClient(
        api: HotpepperAPI(client: http, configuration: .fixture),
        decoder: ShopDecoder(queue: WorkQueue(label: "decoding", loop: loop))),
      clock: VirtualClock(loop: loop))
    loop.settle { [viewModel, tasks, log] in
      tasks.run { await viewModel.trackLocation() }
      tasks.run {
        for await event in viewModel.events { log.events.append(EventLog.describe(event)) }
      }
    }
  }

  // MARK: - Location

  @Test func announcesTheFirstValidFixOnly() {
    deliver([(Place.tokyoStation, 5), (Place.mountFuji, -1)])
    deliver([(Place.shibuyaStation, 5)])
    #expect(log.events == ["first fix"])
    #expect(viewModel.currentLocation == Place.shibuyaStation)
    #expect(device.authorizationRequestCount == 1)
  }

  // MARK: - Searching

  @Test func startsThenAnswersWithTheShopsAfterTheVirtualLatency() {
    deliver([(Place.tokyoStation, 5)])
    loop.settle { viewModel.searchButtonTapped(keyword: " ramen ") }
    #expect(log.events == ["first fix", "started"])
    #expect(http.requests.first?.queryValue("keyword") == "ramen")
    loop.advanceDriven(by: .milliseconds(100))
    #expect(log.events == ["first fix", "started", "shops J001234502 J001234505"])
  }

  @Test func withoutALocationNothingIsSent() {
    loop.settle { viewModel.searchButtonTapped(keyword: nil) }
    loop.advanceDriven(by: .seconds(1))
    #expect(log.events.isEmpty)
    #expect(http.requests.isEmpty)
  }

  @Test func aNewerSearchCancelsTheTaskInFlightAndItsRequest() {
    deliver([(Place.tokyoStation, 5)])
    http.injectFault(.delay(.seconds(1)))
    loop.settle {
      viewModel.searchButtonTapped(keyword: nil)
      viewModel.searchButtonTapped(keyword: "sushi")
    }
    #expect(http.inFlightCount == 1)
    loop.advanceDriven(by: .seconds(2))
    #expect(log.events == ["first fix", "started", "started", "shops J001234503 J001234506"])
    #expect(http.inFlightCount == 0)
  }

  @Test func aSearchSupersededWhileItsAnswerIsDecodedNeverShows() {
    deliver([(Place.tokyoStation, 5)])
    loop.workLatency = .milliseconds(300)
    loop.settle { viewModel.searchButtonTapped(keyword: nil) }
    loop.advanceDriven(by: .milliseconds(150))
    #expect(http.inFlightCount == 0, "the first answer is being decoded")
    loop.settle { viewModel.searchButtonTapped(keyword: "sushi") }
    #expect(loop.appWork(scheduledSince: 0) == 0, "the first decoding ended at once")
    loop.advanceDriven(by: .milliseconds(399))
    #expect(log.events == ["first fix", "started", "started"])
    loop.advanceDriven(by: .milliseconds(1))
    #expect(log.events == ["first fix", "started", "started", "shops J001234503 J001234506"])
  }

  @Test func theKeywordWaitSleepsOnTheClockAndRestartsOnEveryEdit() {
    deliver([(Place.tokyoStation, 5)])
    for keyword in ["s", "su", "sushi"] {
      loop.settle { viewModel.keywordChanged(keyword) }
      loop.advanceDriven(by: .milliseconds(400))
    }
    #expect(log.events == ["first fix"])
    loop.advanceDriven(by: .milliseconds(100))
    #expect(log.events == ["first fix", "started"])
    loop.advanceDriven(by: .milliseconds(100))
    #expect(log.events == ["first fix", "started", "shops J001234503 J001234506"])
    #expect(http.requests.count == 1)
  }

  @Test func selectsOnlyAShopOfTheLatestAnswer() {
    deliver([(Place.tokyoStation, 5)])
    loop.settle { viewModel.searchButtonTapped(keyword: nil) }
    loop.advanceDriven(by: .milliseconds(100))
    loop.settle {
      viewModel.markerSelected(id: "J001234504")
      viewModel.markerSelected(id: "J999999999")
    }
    #expect(log.events.last == "selected Trattoria Marunouchi Luce")
  }

  // MARK: - Lifetime

  @Test func aFreedViewModelEndsItsSearchAndItsWait() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    let client = FixtureHTTPClient(loop: loop, responder: router.responder)
    let liveBefore = SceneTasks.live
    let loops = SceneTasks()
    weak var released: RestaurantSearchViewModel?
    loop.settle {
      let model = RestaurantSearchViewModel(
        locationManager: LocationManager(device: device),
        client: RestaurantSearchClient(
          api: HotpepperAPI(client: client, configuration: .fixture),
          decoder: ShopDecoder(queue: WorkQueue(label: "decoding", loop: loop))),
        clock: VirtualClock(loop: loop))
      released = model
      loops.run { await model.trackLocation() }
    }
    deliver([(Place.tokyoStation, 5)])
    loop.settle {
      released?.searchButtonTapped(keyword: nil)
      released?.keywordChanged("ramen")
    }
    #expect(SceneTasks.live == liveBefore + 3, "the location loop, the search and the wait")
    #expect(client.inFlightCount == 1)
    loop.settle { loops.cancelAll() }
    #expect(released == nil, "a search or a wait keeps the view model alive")
    #expect(SceneTasks.live == liveBefore)
    #expect(client.inFlightCount == 0)
    loop.advanceDriven(by: .seconds(1))
    #expect(client.requests.count == 1)
  }

  // MARK: - Helpers

  private func deliver(_ fixes: [(LocationCoordinate2D, Double)]) {
    loop.settle {
      device.deliver(
        fixes.map { coordinate, accuracy in
          Location(
            coordinate: coordinate, horizontalAccuracy: accuracy,
            timestamp: Date(timeIntervalSince1970: 0))
        })
    }
  }
}

/// What the view model reported, as text.
@MainActor
private final class EventLog {
  var events: [String] = []

  static func describe(_ event: RestaurantSearchEvent) -> String {
    switch event {
    case .firstFix: "first fix"
    case .canSearch(let canSearch): "can search \(canSearch)"
    case .searchStarted: "started"
    case .searchFinished(.shops(let shops, _)): "shops " + shops.map(\.id).joined(separator: " ")
    case .searchFinished(.noShops): "no shops"
    case .searchFinished(.failure(let error)): "failure \(error.reason)"
    case .shopSelected(let shop): "selected \(RestaurantSearchStrings.markerTitle(for: shop))"
    }
  }
}
