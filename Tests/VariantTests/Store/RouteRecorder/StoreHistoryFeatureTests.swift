import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// The history's reducer: the routes are read on every appearance, off the main actor and
/// taking the work latency, a newer read cancelling an older one; a read that fails is an
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
    await store.receive(.routesLoaded(.success([walk]))) {
      $0.routes = [walk]
      $0.reads = 1
    }
    let run = try doubles.storedRoute("Run")
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.success([run, walk]))) {
      $0.routes = [run, walk]
      $0.reads = 2
    }
    await store.finish()
  }

  @Test func aSelectedRowIsTheParentsBusiness() async throws {
    let doubles = try Doubles()
    let walk = try doubles.storedRoute("Walk")
    let store = doubles.testStore(Feature.State(), Feature())
    await store.send(.viewWillAppear)
    await store.receive(.routesLoaded(.success([walk]))) {
      $0.routes = [walk]
      $0.reads = 1
    }
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
      $0.reads = 1
      $0.alert = AlertState(
        title: RouteRecorderStrings.errorAlertTitle, message: damaged.message,
        buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  // MARK: - Off the main actor

  @Test func theReadTakesTheWorkLatency() async throws {
    let doubles = try Doubles()
    doubles.mainLoop.workLatency = .milliseconds(40)
    let walk = try doubles.storedRoute("Walk")
    let store = doubles.testStore(Feature.State(), Feature())
    await store.send(.viewWillAppear)
    await store.advance(by: .milliseconds(39))
    #expect(store.state.reads == 0, "nothing lands before the latency has passed")
    await store.advance(by: .milliseconds(1))
    await store.receive(.routesLoaded(.success([walk]))) {
      $0.routes = [walk]
      $0.reads = 1
    }
    #expect(doubles.opener.openConnections == 0, "the read's connection is closed")
    await store.finish()
  }

  @Test func aNewerReadReplacesAnOlderOneStillRunning() async throws {
    let doubles = try Doubles()
    doubles.mainLoop.workLatency = .milliseconds(40)
    _ = try doubles.storedRoute("Walk")
    let store = doubles.testStore(Feature.State(), Feature())
    await store.send(.viewWillAppear)
    await store.advance(by: .milliseconds(20))
    let run = try doubles.storedRoute("Run")
    let routes = try #require(doubles.routeStore).routes()
    #expect(routes.first == run)
    await store.send(.viewWillAppear)
    await store.advance(by: .milliseconds(40))
    await store.receive(.routesLoaded(.success(routes))) {
      $0.routes = routes
      $0.reads = 1
    }
    await store.finish()
  }

  @Test func aReadCancelledWithItsScreenLeavesNothingBehind() async throws {
    let doubles = try Doubles()
    doubles.mainLoop.workLatency = .milliseconds(40)
    _ = try doubles.storedRoute("Walk")
    var store: Store<Feature.State, Feature.Action>? = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      doubles.install(in: &$0)
    }
    doubles.mainLoop.drive {
      store?.send(.viewWillAppear)
      doubles.mainLoop.runUntilIdle()
      doubles.mainLoop.advance(by: .milliseconds(10))
      store = nil
      doubles.mainLoop.runUntilIdle()
    }
    #expect(doubles.mainLoop.appWork(scheduledSince: 0) == 0)
    #expect(doubles.opener.openConnections == 0)
  }
}
