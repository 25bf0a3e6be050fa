import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store route recorder history feature")
struct StoreHistoryFeatureTests {
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
}
