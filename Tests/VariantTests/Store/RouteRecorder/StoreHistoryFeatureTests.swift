import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// The history's reducer: the routes are read on every appearance, a read that fails is an
/// alert, and a selected row is left to the parent (`RouteRecorderFeature` pushes the detail).
@MainActor
@Suite("Store route recorder history feature")
struct StoreHistoryFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies
  typealias Feature = HistoryFeature

  @Test func everyAppearanceReadsTheRoutesAgain() async throws {
    let doubles = try Doubles()
    let walk = try doubles.storedRoute("Walk")
    let store = doubles.testStore(Feature.State(), Feature())
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.success([walk]))) { $0.routes = [walk] }
    let run = try doubles.storedRoute("Run")
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.success([run, walk]))) { $0.routes = [run, walk] }
    await store.finish()
  }

  @Test func aSelectedRowIsTheParentsBusiness() async throws {
    let doubles = try Doubles()
    let walk = try doubles.storedRoute("Walk")
    let store = doubles.testStore(Feature.State(), Feature())
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.success([walk]))) { $0.routes = [walk] }
    await store.send(.rowSelected(0))
    await store.send(.rowSelected(5))
    await store.finish()
  }

  @Test func aFailedReadEmptiesTheListAndAlerts() async throws {
    let doubles = try Doubles()
    let damaged = StoreError.damaged(path: "/tmp/routes.sqlite")
    doubles.database.routes = { .failure(damaged) }
    var shown = Feature.State()
    shown.routes = [try doubles.storedRoute("Walk")]
    let store = doubles.testStore(shown, Feature())
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.failure(damaged))) {
      $0.routes = []
      $0.alert = AlertState(
        title: RouteRecorderStrings.errorAlertTitle, message: damaged.message,
        buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }
}
