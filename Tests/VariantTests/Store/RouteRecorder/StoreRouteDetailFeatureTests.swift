import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store route recorder route detail feature")
struct StoreRouteDetailFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies

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

  @Test func exportingWritesGPXAndSaysWhere() throws {
    let doubles = try Doubles()
    let route = try #require(doubles.store).createRoute(title: "Walk")
    let store = TestStore(initialState: RouteDetailFeature.State(route: route)) {
      RouteDetailFeature(database: doubles.database)
    }
    store.send(.exportButtonTapped)
    var message: String?
    store.receive({
      if case .exportFinished(.success(let text)) = $0 { message = text }
      return message != nil
    }) {
      $0.alert = message.map(RouteDetailFeature.Alert.exported)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.finish()
  }
}
