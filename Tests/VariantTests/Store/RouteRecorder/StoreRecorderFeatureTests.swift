import CoreLocationLite
import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store route recorder recorder feature")
struct StoreRecorderFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies
  typealias Feature = RecorderFeature

  /// A loaded recorder, and the load's effects: cancelling them is the screen going away.
  private func loaded(_ doubles: Doubles) -> (
    TestStore<Feature.State, Feature.Action>, TestStoreTask
  ) {
    let store = TestStore(initialState: Feature.State()) { doubles.feature() }
    let task = store.send(.viewDidLoad) { $0.statusText = RouteRecorderStrings.idleStatus }
    store.receive(.location(.authorizationChanged(doubles.status))) {
      $0.authorizationStatus = doubles.status
    }
    return (store, task)
  }

  /// Starts recording `title`, asserting every step.
  private func start(_ store: TestStore<Feature.State, Feature.Action>, _ title: String) throws
    -> Route
  {
    store.send(.startTabSelected(title: title)) { $0.selectedTab = .start }
    var created: Route?
    store.receive({
      if case .routeCreated(.success(let route)) = $0 { created = route }
      return created != nil
    }) {
      $0.route = created
      $0.isRecording = true
      $0.statusText = RouteRecorderStrings.recordingStatus(title: title, pointCount: 0)
    }
    return try #require(created)
  }

  @Test func loadingListensAndFollowsEveryAuthorizationChange() throws {
    let doubles = try Doubles()
    doubles.status = .notDetermined
    let (store, task) = loaded(doubles)
    #expect(doubles.isListening)
    #expect(store.state.showsPermissionBanner)
    doubles.emit(.authorizationChanged(.authorizedAlways))
    store.receive(.location(.authorizationChanged(.authorizedAlways))) {
      $0.authorizationStatus = .authorizedAlways
    }
    #expect(!store.state.showsPermissionBanner)
    store.send(.startTabSelected(title: "Walk")) { $0.selectedTab = .start }
    store.skipReceivedActions()
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func startRefusesABlankTitleAndAMissingPermission() throws {
    let doubles = try Doubles()
    doubles.status = .authorizedWhenInUse
    let (store, task) = loaded(doubles)
    store.send(.startTabSelected(title: "  ")) {
      $0.alert = .error(RouteRecorderStrings.emptyTitleError)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.startTabSelected(title: "Walk")) {
      $0.alert = .error(RouteRecorderStrings.missingPermissionError)
    }
    store.send(.alertDismissed) { $0.alert = nil }
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func aDuplicateTitleIsAStoreError() throws {
    let doubles = try Doubles()
    _ = try #require(doubles.store).createRoute(title: "Walk")
    let (store, task) = loaded(doubles)
    store.send(.startTabSelected(title: "Walk")) { $0.selectedTab = .start }
    store.receive(.routeCreated(.failure(.duplicateTitle("Walk")))) {
      $0.selectedTab = nil
      $0.alert = .error(StoreError.duplicateTitle("Walk").message)
    }
    #expect(!doubles.isUpdating)
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func aStoreThatDidNotOpenAlertsOnLoadAndOnEveryUse() throws {
    let error = StoreError.notADatabase(path: "/tmp/x.sqlite")
    let doubles = try Doubles(openError: error)
    let store = TestStore(initialState: Feature.State()) { doubles.feature() }
    let task = store.send(.viewDidLoad) { $0.statusText = RouteRecorderStrings.idleStatus }
    store.receive(.location(.authorizationChanged(.authorizedAlways))) {
      $0.authorizationStatus = .authorizedAlways
    }
    store.receive(.storeOpenFailed(error)) { $0.alert = .error(error.message) }
    store.send(.alertDismissed) { $0.alert = nil }
    store.send(.startTabSelected(title: "Walk")) { $0.selectedTab = .start }
    store.receive(.routeCreated(.failure(error))) {
      $0.selectedTab = nil
      $0.alert = .error(error.message)
    }
    store.skipReceivedActions()
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func everyRecordableFixOfABatchIsSavedInOneWrite() throws {
    let doubles = try Doubles()
    let (store, task) = loaded(doubles)
    let route = try start(store, "Walk")
    #expect(doubles.isUpdating)
    let fixes = [
      Doubles.fix(35.0, 139.0), Doubles.fix(0, 0, accuracy: -1), Doubles.fix(35.1, 139.1),
    ]
    doubles.emit(.locationsUpdated(fixes))
    store.receive(.location(.locationsUpdated(fixes)))
    let recordable = [fixes[0], fixes[2]]
    var saved: Route?
    store.receive({
      if case .fixesSaved(.success(let route), recordable) = $0 { saved = route }
      return saved != nil
    }) {
      $0.route = saved
      $0.footprints = recordable.map(\.coordinate)
      $0.mapCenter = recordable[1].coordinate
      $0.statusText = RouteRecorderStrings.recordingStatus(title: "Walk", pointCount: 2)
    }
    #expect(saved?.id == route.id)
    #expect(try doubles.store?.footprints(of: route.id).count == 2)
    store.send(.stopTabSelected) { $0.selectedTab = .stop; $0.alert = .stopConfirmation }
    store.send(.stopConfirmed) {
      $0.alert = nil
      $0.selectedTab = nil
      $0.isRecording = false
      $0.statusText = RouteRecorderStrings.savedStatus(title: "Walk", pointCount: 2)
    }
    #expect(!doubles.isUpdating)
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func aTransientErrorKeepsRecordingAndDeniedFinishes() throws {
    let doubles = try Doubles()
    let (store, task) = loaded(doubles)
    _ = try start(store, "Walk")
    let transient = RecorderLocationClient.LocationProblem(
      description: "location unknown", isFinal: false)
    store.send(.location(.failed(transient))) {
      $0.statusText = RouteRecorderStrings.locationUnavailable("location unknown")
    }
    #expect(doubles.isUpdating)
    let denied = RecorderLocationClient.LocationProblem(description: "access denied", isFinal: true)
    store.send(.location(.failed(denied))) {
      $0.isRecording = false
      $0.selectedTab = nil
      $0.statusText = RouteRecorderStrings.locationUnavailable("access denied")
    }
    #expect(!doubles.isUpdating)
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func revokingPermissionWhileRecordingFinishes() throws {
    let doubles = try Doubles()
    let (store, task) = loaded(doubles)
    _ = try start(store, "Walk")
    store.send(.location(.authorizationChanged(.denied))) {
      $0.authorizationStatus = .denied
      $0.isRecording = false
      $0.selectedTab = nil
      $0.statusText = RouteRecorderStrings.savedStatus(title: "Walk", pointCount: 0)
    }
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func cancellingTheStopKeepsRecordingAndFootprintsToggle() throws {
    let doubles = try Doubles()
    let (store, task) = loaded(doubles)
    _ = try start(store, "Walk")
    store.send(.stopTabSelected) { $0.selectedTab = .stop; $0.alert = .stopConfirmation }
    store.send(.stopCancelled) { $0.selectedTab = .start; $0.alert = nil }
    store.send(.footprintsTabSelected) { $0.isShowingFootprints = true }
    store.send(.footprintsTabSelected) { $0.isShowingFootprints = false }
    store.send(.historyTabSelected) { $0.isShowingHistory = true }
    store.send(.viewWillAppear) { $0.isShowingHistory = false }
    task.cancel()
    #expect(!doubles.isListening)
    store.finish()
  }

  @Test func freeingTheStoreCancelsTheLocationEffect() throws {
    let doubles = try Doubles()
    do {
      let store = Store(initialState: Feature.State()) { doubles.feature() }
      store.send(.viewDidLoad)
      #expect(store.runningEffects == 1)
      #expect(doubles.isListening)
    }
    #expect(!doubles.isListening)
    #expect(StoreResources.runningEffects == 0)
  }

  /// Every change comes from an action, and database answers are actions too, so replaying the
  /// recorded actions through a reducer whose dependencies do nothing rebuilds the same state.
  @Test func replayingTheRecordedActionsRebuildsTheState() throws {
    let doubles = try Doubles()
    var recorded: [Feature.Action] = []
    let recording = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        recorded.append(action)
        return doubles.feature().reduce(into: &state, action: action)
      }
    }
    recording.send(.viewDidLoad)
    recording.send(.startTabSelected(title: "Walk"))
    doubles.emit(.locationsUpdated([Doubles.fix(35.0, 139.0)]))
    recording.send(.footprintsTabSelected)
    let replayed = Feature.State.replaying(recorded)
    #expect(replayed == recording.state)
  }
}

extension RecorderFeature.State {
  /// The state a reducer with no dependencies reaches from the actions alone.
  @MainActor
  fileprivate static func replaying(_ actions: [RecorderFeature.Action]) -> Self {
    let location = RecorderLocationClient(
      listen: { _ in AnyCancellable {} }, authorizationStatus: { .authorizedAlways },
      apply: { _ in }, startUpdatingLocation: {}, stopUpdatingLocation: {})
    let database = RouteDatabaseClient(
      openError: { nil }, createRoute: { _ in .failure(.emptyTitle) },
      append: { _, _ in .failure(.emptyTitle) }, routes: { .success([]) },
      footprints: { _ in .success([]) }, deleteRoute: { _ in nil },
      exportRoute: { _ in .success("") })
    let feature = RecorderFeature(location: location, database: database)
    var state = Self()
    for action in actions { _ = feature.reduce(into: &state, action: action) }
    return state
  }
}
