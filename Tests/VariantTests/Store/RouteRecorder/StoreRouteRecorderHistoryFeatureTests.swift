import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store route recorder history and detail features")
struct StoreRouteRecorderHistoryFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies

  @Test func everyAppearanceReadsTheRoutesAgain() throws {
    let doubles = try Doubles()
    let route = try #require(doubles.store).createRoute(title: "Walk")
    let store = TestStore(initialState: HistoryFeature.State()) {
      HistoryFeature(database: doubles.database)
    }
    store.send(.viewWillAppear)
    store.receive(.routesLoaded(.success([route]))) {
      $0.routes = [route]
      $0.loads = 1
    }
    store.send(.rowSelected(0)) { $0.selectedRoute = route }
    store.send(.rowSelected(5))
    store.send(.viewWillAppear) { $0.selectedRoute = nil }
    store.receive(.routesLoaded(.success([route]))) { $0.loads = 2 }
    store.finish()
  }

  @Test func deletingAsksFirstThenRemovesTheRoute() throws {
    let doubles = try Doubles()
    let database = try #require(doubles.store)
    let route = try database.createRoute(title: "Walk")
    let store = TestStore(initialState: RouteDetailFeature.State(route: route)) {
      RouteDetailFeature(database: doubles.database)
    }
    store.send(.viewDidLoad)
    store.receive(.footprintsLoaded(.success([])))
    store.send(.deleteButtonTapped) {
      $0.alert = .deleteConfirmation(RouteRecorderStrings.deleteAlertMessage(route))
    }
    store.send(.deleteCancelled) { $0.alert = nil }
    store.send(.deleteButtonTapped) {
      $0.alert = .deleteConfirmation(RouteRecorderStrings.deleteAlertMessage(route))
    }
    store.send(.deleteConfirmed) { $0.alert = nil }
    store.receive(.routeDeleted(nil)) { $0.isDeleted = true }
    #expect(try database.routes().isEmpty)
    store.finish()
  }
}
