import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store route recorder feature (composition)")
struct StoreRouteRecorderFeatureTests {
  typealias Feature = RouteRecorderFeature

  static let route = Route(
    id: 7, title: "Walk", createdAt: Date(timeIntervalSince1970: 0))

  private func makeStore(deleted: StoreError? = nil) -> TestStore<Feature.State, Feature.Action> {
    TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
      $0.routeDatabase.routes = { .success([Self.route]) }
      $0.routeDatabase.track = { _ in
        .success(RouteDatabaseClient.Track(figuresText: "", coordinates: []))
      }
      $0.routeDatabase.deleteRoute = { _ in deleted }
    }
  }

  @Test func theParentPushesHistoryThenDetailAndPopsADeletedRoute() async {
    let store = makeStore()
    await store.send(.recorder(.historyTabSelected)) {
      $0.path.append(.history(HistoryFeature.State()))
    }
    await store.send(.path(.element(id: 0, action: .history(.viewWillAppear))))
    await store.receive(\.path[id: 0].history) {
      $0.path[id: 0] = .history(Self.history([Self.route]))
    }
    await store.send(.path(.element(id: 0, action: .history(.rowSelected(0))))) {
      $0.path.append(.detail(RouteDetailFeature.State(route: Self.route)))
    }
    await store.send(.path(.element(id: 1, action: .detail(.viewDidLoad))))
    var loaded = RouteDetailFeature.State(route: Self.route)
    loaded.track = RouteDatabaseClient.Track(figuresText: "", coordinates: [])
    await store.receive(\.path[id: 1].detail) { $0.path[id: 1] = .detail(loaded) }
    await store.send(.path(.element(id: 1, action: .detail(.alert(.presented(.confirmDeletion))))))
    await store.receive(\.path[id: 1].detail) {
      $0.path.pop(from: 1)
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
    await store.finish()
  }

  @Test func theBackButtonPopsThePath() async {
    let store = makeStore()
    await store.send(.recorder(.historyTabSelected)) {
      $0.path.append(.history(HistoryFeature.State()))
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path.pop(from: 0) }
    await store.send(.recorder(.historyTabSelected)) {
      $0.path.append(.history(HistoryFeature.State()))
    }
    #expect(store.state.path.ids == [1])
    await store.finish()
  }

  @Test func aRowThatIsNotThereAndAFailedDeletionPushAndPopNothing() async {
    let store = makeStore(deleted: .readOnly(path: "/tmp/routes.sqlite"))
    await store.send(.recorder(.historyTabSelected)) {
      $0.path.append(.history(HistoryFeature.State()))
    }
    await store.send(.path(.element(id: 0, action: .history(.rowSelected(0)))))
    await store.send(.path(.element(id: 0, action: .history(.viewWillAppear))))
    await store.receive(\.path[id: 0].history) {
      $0.path[id: 0] = .history(Self.history([Self.route]))
    }
    await store.send(.path(.element(id: 0, action: .history(.rowSelected(1)))))
    await store.send(.path(.element(id: 0, action: .history(.rowSelected(0))))) {
      $0.path.append(.detail(RouteDetailFeature.State(route: Self.route)))
    }
    await store.send(.path(.element(id: 1, action: .detail(.alert(.presented(.confirmDeletion))))))
    await store.receive(\.path[id: 1].detail) {
      var detail = RouteDetailFeature.State(route: Self.route)
      detail.alert = AlertState(
        title: RouteRecorderStrings.errorAlertTitle,
        message: StoreError.readOnly(path: "/tmp/routes.sqlite").message,
        buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
      $0.path[id: 1] = .detail(detail)
    }
    #expect(store.state.path.ids == [0, 1], "the detail stays when its route stays")
    await store.finish()
  }

  private static func history(_ routes: [Route]) -> HistoryFeature.State {
    var state = HistoryFeature.State()
    state.routes = routes
    state.reads = 1
    return state
  }
}
