import CoreLocationLite
import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store restaurant search feature")
struct StoreRestaurantSearchFeatureTests {
  typealias Doubles = StoreRestaurantSearchDependencies
  let doubles = Doubles()

  private func makeStore() -> TestStore<
    RestaurantSearchFeature.State, RestaurantSearchFeature.Action
  > {
    TestStore(initialState: RestaurantSearchFeature.State()) { doubles.feature() }
  }

  /// Loads the screen and delivers the first fix at Tokyo station.
  private func located(_ store: TestStore<
    RestaurantSearchFeature.State, RestaurantSearchFeature.Action
  >) {
    store.send(.viewDidLoad)
    doubles.deliver([Doubles.fix(Doubles.tokyo)])
    store.receive(.locationUpdated([Doubles.fix(Doubles.tokyo)])) {
      $0.currentLocation = Doubles.tokyo
      $0.cameraCenter = Doubles.tokyo
    }
  }

  @Test func theFirstValidFixCentresTheCameraAndLaterFixesDoNot() {
    let store = makeStore()
    store.send(.viewDidLoad)
    #expect(doubles.isUpdatingLocation)
    let invalid = Doubles.fix(Doubles.shibuya, accuracy: -1)
    doubles.deliver([invalid])
    store.receive(.locationUpdated([invalid]))
    doubles.deliver([Doubles.fix(Doubles.tokyo)])
    store.receive(.locationUpdated([Doubles.fix(Doubles.tokyo)])) {
      $0.currentLocation = Doubles.tokyo
      $0.cameraCenter = Doubles.tokyo
    }
    doubles.deliver([Doubles.fix(Doubles.shibuya)])
    store.receive(.locationUpdated([Doubles.fix(Doubles.shibuya)])) {
      $0.currentLocation = Doubles.shibuya
    }
    store.send(.viewWillDisappear)
    #expect(!doubles.isUpdatingLocation)
    store.finish()
  }

  @Test func searchingWithoutALocationDoesNothing() {
    let store = makeStore()
    store.send(.searchButtonTapped)
    #expect(doubles.searches.isEmpty)
    store.finish()
  }

  @Test func shopsReplaceTheMarkersAndCloseTheInfoWindow() {
    let store = makeStore()
    located(store)
    doubles.answers = [.success(FoundShops(shops: [Doubles.ramen, Doubles.sushi]))]
    store.send(.searchButtonTapped) { $0.isSearching = true }
    doubles.mainLoop.advance(by: .seconds(1))
    store.receive(.searchResponse(.success(FoundShops(shops: [Doubles.ramen, Doubles.sushi])))) {
      $0.isSearching = false
      $0.shops = [Doubles.ramen, Doubles.sushi]
      $0.markersGeneration = 1
    }
    store.send(.markerSelected(id: "J2")) { $0.selectedShop = Doubles.sushi }
    store.send(.markerSelected(id: "unknown"))
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func noShopsClearsTheMarkersAndAlerts() {
    let store = makeStore()
    located(store)
    doubles.answers = [.success(FoundShops(shops: []))]
    store.send(.searchButtonTapped) { $0.isSearching = true }
    doubles.mainLoop.advance(by: .seconds(1))
    store.receive(.searchResponse(.success(FoundShops(shops: [])))) {
      $0.isSearching = false
      $0.markersGeneration = 1
      $0.alert = .init(
        title: RestaurantSearchStrings.noShopsAlertTitle,
        message: RestaurantSearchStrings.noShopsAlertMessage)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func aFailureAlertsAndKeepsTheMarkers() {
    let store = makeStore()
    located(store)
    doubles.answers = [.failure(.httpStatus(500))]
    store.send(.searchButtonTapped) { $0.isSearching = true }
    doubles.mainLoop.advance(by: .seconds(1))
    store.receive(.searchResponse(.failure(.httpStatus(500)))) {
      $0.isSearching = false
      $0.alert = .init(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: .httpStatus(500)))
    }
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func theLatestSearchWins() {
    let store = makeStore()
    located(store)
    doubles.answers = [.failure(.timedOut), .success(FoundShops(shops: [Doubles.sushi]))]
    store.send(.searchButtonTapped) { $0.isSearching = true }
    doubles.mainLoop.advance(by: .milliseconds(500))
    store.send(.searchButtonTapped)
    doubles.mainLoop.advance(by: .seconds(2))
    store.receive(.searchResponse(.success(FoundShops(shops: [Doubles.sushi])))) {
      $0.isSearching = false
      $0.shops = [Doubles.sushi]
      $0.markersGeneration = 1
    }
    #expect(doubles.searches.count == 2)
    store.send(.viewWillDisappear)
    store.finish()
  }

  @Test func typingSearchesAfterAPauseThatEachEditRestarts() {
    let store = makeStore()
    located(store)
    store.send(.keywordChanged("ra")) { $0.keyword = "ra" }
    doubles.mainLoop.advance(by: .milliseconds(400))
    store.send(.keywordChanged("ramen")) { $0.keyword = "ramen" }
    doubles.mainLoop.advance(by: .milliseconds(499))
    #expect(doubles.searches.isEmpty)
    doubles.mainLoop.advance(by: .milliseconds(1))
    store.receive(.keywordPauseEnded) { $0.isSearching = true }
    #expect(doubles.searches.map(\.keyword) == ["ramen"])
    store.send(.viewWillDisappear) { $0.isSearching = false }
    store.finish()
  }

  @Test func teardownCancelsEveryEffect() {
    let store = makeStore()
    located(store)
    store.send(.searchButtonTapped) { $0.isSearching = true }
    store.send(.keywordChanged("sushi")) { $0.keyword = "sushi" }
    #expect(store.runningEffects == 3)
    store.send(.viewWillDisappear) { $0.isSearching = false }
    #expect(store.runningEffects == 0)
    #expect(!doubles.isUpdatingLocation)
    doubles.mainLoop.advance(by: .seconds(5))
    store.finish()
  }
}
