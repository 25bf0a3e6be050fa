import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store restaurant search feature")
struct StoreRestaurantSearchFeatureTests {
  typealias Feature = RestaurantSearchFeature

  static let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  static let ramen = Shop(
    id: "J1", name: "Ramen", genreName: "ラーメン", photoURL: nil, coordinate: tokyo)
  static let fix = Location(
    coordinate: tokyo, horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 0))

  private let updates = AsyncStream<LocationUpdate>.makeStream()

  private func makeStore(
    answer: HotpepperAPI.SearchResult = .success(FoundShops(shops: [ramen]))
  ) -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State()) { Feature() } withDependencies: { [updates] in
      $0.searchLocation = LocationClient(updates: { updates.stream }, stopUpdating: {})
      let clock = $0.continuousClock
      $0.restaurantSearch = RestaurantSearchClient { _, _ in
        try await clock.sleep(for: .seconds(1))
        return answer
      }
    }
  }

  private func located(_ store: TestStore<Feature.State, Feature.Action>) async {
    await store.send(.viewDidLoad)
    store.mainLoop.drive {
      updates.continuation.yield(.locations([Self.fix]))
      store.mainLoop.runUntilIdle()
    }
    await store.receive(.locationUpdated([Self.fix])) {
      $0.currentLocation = Self.tokyo
      $0.cameraCenter = Self.tokyo
    }
  }

  @Test func aSearchAnswersOnTheClockAndTeardownCancelsEverything() async {
    let store = makeStore()
    await located(store)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.advance(by: .seconds(1))
    await store.receive(\.searchResponse.success) {
      $0.isSearching = false
      $0.shops = [Self.ramen]
      $0.markersGeneration = 1
    }
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func theKeywordPauseRestartsOnEveryEdit() async {
    let store = makeStore()
    await located(store)
    await store.send(.keywordChanged("ra")) { $0.keyword = "ra" }
    await store.advance(by: .milliseconds(400))
    await store.send(.keywordChanged("ramen")) { $0.keyword = "ramen" }
    await store.advance(by: .milliseconds(500))
    await store.receive(.keywordPauseEnded) { $0.isSearching = true }
    await store.advance(by: .seconds(1))
    await store.receive(\.searchResponse) {
      $0.isSearching = false
      $0.shops = [Self.ramen]
      $0.markersGeneration = 1
    }
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  @Test func noShopsShowsAnAlertThatOKDismisses() async {
    let store = makeStore(answer: .success(FoundShops(shops: [])))
    await located(store)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.advance(by: .seconds(1))
    await store.receive(\.searchResponse.success) {
      $0.isSearching = false
      $0.markersGeneration = 1
      $0.alert = Feature.alert(
        title: RestaurantSearchStrings.noShopsAlertTitle,
        message: RestaurantSearchStrings.noShopsAlertMessage)
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.viewWillDisappear)
    await store.finish()
  }

  // MARK: - Decoding off the main actor

  @Test func cancelInFlightWhileAnAnswerIsDecodedDropsIt() async throws {
    let loop = MainLoop()
    loop.workLatency = .milliseconds(300)
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    let api = HotpepperAPI(
      client: FixtureHTTPClient(loop: loop, responder: router.responder),
      configuration: .fixture)
    let store = TestStore(initialState: Feature.State(), reducer: { Feature() }, mainLoop: loop) {
      [updates] in
      $0.searchLocation = LocationClient(updates: { updates.stream }, stopUpdating: {})
      $0.restaurantSearch = .live(api, decodingOn: WorkQueue(label: "decoding", loop: loop))
    }
    store.exhaustivity = .off
    await located(store)
    await store.send(.searchButtonTapped) { $0.isSearching = true }
    await store.advance(by: .milliseconds(399))
    #expect(store.state.shops.isEmpty, "answered at 100 ms, decoded until 400 ms")
    await store.send(.searchButtonTapped)
    #expect(loop.appWork(scheduledSince: 0) == 0, "the superseded decoding ended at once")
    await store.advance(by: .milliseconds(399))
    #expect(store.state.shops.isEmpty)
    #expect(store.state.markersGeneration == 0)
    await store.advance(by: .milliseconds(1))
    await store.receive(\.searchResponse.success)
    #expect(store.state.shops.count == 6)
    #expect(store.state.markersGeneration == 1, "one answer shown, the newer search's")
    await store.send(.viewWillDisappear)
    await store.finish()
  }
}
