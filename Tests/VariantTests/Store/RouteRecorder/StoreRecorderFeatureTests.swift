import AsyncPlatform
import CoreLocationLite
import Domain
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// The recorder's reducer, exhaustively: every state change, every database answer and every
/// location event is asserted, and the location effect must end before `finish()`.
@MainActor
@Suite("Store route recorder recorder feature")
struct StoreRecorderFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies
  typealias Feature = RecorderFeature
  typealias Text = RouteRecorderStrings

  /// A loaded recorder, and the load's effects: cancelling them is the store going away.
  private func loaded(_ doubles: Doubles) async -> (
    TestStore<Feature.State, Feature.Action>, TestStoreTask
  ) {
    let store = doubles.testStore(Feature.State(), Feature())
    let task = await store.send(.viewDidLoad) { $0.statusText = Text.idleStatus }
    await store.receive(.location(.authorizationChanged(doubles.status))) {
      $0.authorizationStatus = doubles.status
    }
    return (store, task)
  }

  /// Starts recording `title`, asserting every step, and returns the route created.
  private func start(
    _ store: TestStore<Feature.State, Feature.Action>, _ doubles: Doubles, _ title: String
  ) async throws -> Route {
    await store.send(.startTabSelected(title: title)) { $0.selectedTab = .start }
    let route = try #require(try doubles.routeStore?.route(titled: title))
    await store.receive(.routeCreated(.success(route))) {
      $0.route = route
      $0.isRecording = true
      $0.statusText = Text.recordingStatus(title: title, pointCount: 0)
    }
    #expect(doubles.isUpdating)
    return route
  }

  /// The screen going away: the location effect ends and the manager is let go.
  private func tearDown(
    _ store: TestStore<Feature.State, Feature.Action>, _ task: TestStoreTask, _ doubles: Doubles
  ) async {
    await task.cancel()
    #expect(!doubles.isListening)
    #expect(!doubles.isUpdating)
    await store.finish()
  }

  // MARK: - Loading and permission

  @Test func loadingFollowsTheManagerAndEveryAuthorizationChange() async throws {
    let doubles = try Doubles()
    doubles.status = .notDetermined
    let (store, task) = await loaded(doubles)
    #expect(doubles.isListening)
    #expect(store.state.showsPermissionBanner)
    doubles.emit(.authorization(.authorizedAlways))
    await store.receive(.location(.authorizationChanged(.authorizedAlways))) {
      $0.authorizationStatus = .authorizedAlways
    }
    #expect(!store.state.showsPermissionBanner)
    await tearDown(store, task, doubles)
  }

  @Test func accuracyChangesReachTheManager() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    await store.send(.accuracyChanged(.hundredMeters))
    await store.send(.accuracyChanged(.best))
    #expect(doubles.applied == [.hundredMeters, .best])
    await tearDown(store, task, doubles)
  }

  @Test func revokingPermissionWhileRecordingFinishes() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    _ = try await start(store, doubles, "Walk")
    doubles.emit(.authorization(.denied))
    await store.receive(.location(.authorizationChanged(.denied))) {
      $0.authorizationStatus = .denied
      $0.isRecording = false
      $0.selectedTab = nil
      $0.statusText = Text.savedStatus(title: "Walk", pointCount: 0)
    }
    #expect(!doubles.isUpdating)
    await tearDown(store, task, doubles)
  }

  // MARK: - Starting

  @Test func startRefusesABlankTitleAndAMissingPermissionBeforeTheDatabase() async throws {
    let doubles = try Doubles()
    doubles.status = .authorizedWhenInUse
    let (store, task) = await loaded(doubles)
    await store.send(.startTabSelected(title: " \t ")) {
      $0.alert = .error(Text.emptyTitleError)
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.startTabSelected(title: "Walk")) {
      $0.alert = .error(Text.missingPermissionError)
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(try doubles.routeStore?.routes() == [])
    #expect(!doubles.isUpdating)
    await tearDown(store, task, doubles)
  }

  @Test func aDuplicateTitleIsAStoreErrorAndNothingStarts() async throws {
    let doubles = try Doubles()
    _ = try doubles.storedRoute("Walk")
    let (store, task) = await loaded(doubles)
    await store.send(.startTabSelected(title: "Walk")) { $0.selectedTab = .start }
    await store.receive(.routeCreated(.failure(.duplicateTitle("Walk")))) {
      $0.selectedTab = nil
      $0.alert = .error(StoreError.duplicateTitle("Walk").message)
    }
    #expect(!doubles.isUpdating)
    await tearDown(store, task, doubles)
  }

  @Test func aStoreThatDidNotOpenAlertsOnLoadAndOnEveryUse() async throws {
    let error = StoreError.notADatabase(path: "/tmp/routes.sqlite")
    let doubles = try Doubles(openError: error)
    let store = doubles.testStore(Feature.State(), Feature())
    let task = await store.send(.viewDidLoad) { $0.statusText = Text.idleStatus }
    await store.receive(.storeOpenFailed(error)) { $0.alert = .error(error.message) }
    await store.receive(.location(.authorizationChanged(.authorizedAlways))) {
      $0.authorizationStatus = .authorizedAlways
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.startTabSelected(title: "Walk")) { $0.selectedTab = .start }
    await store.receive(.routeCreated(.failure(error))) {
      $0.selectedTab = nil
      $0.alert = .error(error.message)
    }
    await tearDown(store, task, doubles)
  }

  // MARK: - Recording

  @Test func everyRecordableFixOfABatchIsSavedInOneWriteUntilStopIsConfirmed() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    let route = try await start(store, doubles, "Walk")
    let fixes = [
      Doubles.fix(35.0, 139.0), Doubles.fix(0, 0, accuracy: -1), Doubles.fix(35.1, 139.1),
    ]
    doubles.emit(.locations(fixes))
    await store.receive(.location(.locationsUpdated(fixes)))
    let recordable = [fixes[0], fixes[2]]
    let saved = try #require(try doubles.routeStore?.route(id: route.id))
    #expect(saved.pointCount == 2)
    await store.receive(.fixesSaved(.success(saved), fixes: recordable)) {
      $0.route = saved
      $0.footprints = recordable.map(\.coordinate)
      $0.mapCenter = recordable[1].coordinate
      $0.statusText = Text.recordingStatus(title: "Walk", pointCount: 2)
    }
    doubles.emit(.locations([Doubles.fix(0, 0, accuracy: -1)]))
    await store.receive(.location(.locationsUpdated([Doubles.fix(0, 0, accuracy: -1)])))
    await store.send(.stopTabSelected) {
      $0.selectedTab = .stop
      $0.alert = .stopConfirmation
    }
    await store.send(.alert(.presented(.confirmStop))) {
      $0.alert = nil
      $0.selectedTab = nil
      $0.isRecording = false
      $0.statusText = Text.savedStatus(title: "Walk", pointCount: 2)
    }
    #expect(!doubles.isUpdating)
    doubles.emit(.locations([Doubles.fix(35.2, 139.2)]))
    await store.receive(.location(.locationsUpdated([Doubles.fix(35.2, 139.2)])))
    #expect(try doubles.routeStore?.footprints(of: route.id).count == 2, "nothing after stop")
    await tearDown(store, task, doubles)
  }

  @Test func cancellingTheStopKeepsRecordingAndFootprintsToggle() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    _ = try await start(store, doubles, "Walk")
    await store.send(.stopTabSelected) {
      $0.selectedTab = .stop
      $0.alert = .stopConfirmation
    }
    await store.send(.alert(.presented(.cancelStop))) {
      $0.selectedTab = .start
      $0.alert = nil
    }
    #expect(doubles.isUpdating)
    await store.send(.footprintsTabSelected) { $0.isShowingFootprints = true }
    await store.send(.footprintsTabSelected) { $0.isShowingFootprints = false }
    await store.send(.historyTabSelected)
    #expect(store.state.isRecording, "the history covers the recorder; recording goes on")
    await tearDown(store, task, doubles)
  }

  @Test func footprintsWithoutARouteShowNothing() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    await store.send(.footprintsTabSelected)
    await tearDown(store, task, doubles)
  }

  // MARK: - Failures

  @Test func aTransientLocationErrorKeepsRecordingAndAFinalOneFinishes() async throws {
    let doubles = try Doubles()
    let (store, task) = await loaded(doubles)
    _ = try await start(store, doubles, "Walk")
    doubles.emit(.failure(.locationUnknown))
    await store.receive(
      .location(.failed(.init(description: "location unknown", isFinal: false)))
    ) {
      $0.statusText = Text.locationUnavailable("location unknown")
    }
    #expect(doubles.isUpdating)
    doubles.emit(.failure(.denied))
    await store.receive(.location(.failed(.init(description: "access denied", isFinal: true)))) {
      $0.isRecording = false
      $0.selectedTab = nil
      $0.statusText = Text.locationUnavailable("access denied")
    }
    #expect(!doubles.isUpdating)
    await tearDown(store, task, doubles)
  }

  @Test func aFailedWriteAlertsAndEndsTheRecording() async throws {
    let doubles = try Doubles()
    let full = StoreError.readOnly(path: "/tmp/routes.sqlite")
    doubles.database.append = { _, _ in .failure(full) }
    let (store, task) = await loaded(doubles)
    _ = try await start(store, doubles, "Walk")
    let fix = Doubles.fix(35.0, 139.0)
    doubles.emit(.locations([fix]))
    await store.receive(.location(.locationsUpdated([fix])))
    await store.receive(.fixesSaved(.failure(full), fixes: [fix])) {
      $0.alert = .error(full.message)
      $0.isRecording = false
      $0.selectedTab = nil
      $0.statusText = Text.savedStatus(title: "Walk", pointCount: 0)
    }
    #expect(!doubles.isUpdating)
    await tearDown(store, task, doubles)
  }

  // MARK: - The store's lifetime and its actions

  @Test func freeingTheStoreEndsTheLocationEffect() throws {
    let doubles = try Doubles()
    let before = StoreResources.runningEffects
    weak var released: Store<Feature.State, Feature.Action>?
    doubles.mainLoop.drive {
      var store: Store<Feature.State, Feature.Action>? = Store(
        initialState: Feature.State()
      ) {
        Feature()
      } withDependencies: {
        doubles.install(in: &$0)
      }
      released = store
      store?.send(.viewDidLoad)
      doubles.mainLoop.runUntilIdle()
      #expect(store?.runningEffects == 1)
      #expect(doubles.isListening)
      store = nil
      doubles.mainLoop.runUntilIdle()
    }
    #expect(released == nil)
    #expect(!doubles.isListening)
    #expect(StoreResources.runningEffects == before)
  }

  /// Every change comes from an action, and database answers are actions too, so replaying the
  /// recorded actions through a reducer whose dependencies do nothing rebuilds the same state.
  @Test func replayingTheRecordedActionsRebuildsTheState() throws {
    let doubles = try Doubles()
    let log = ActionLog()
    var recording: Store<Feature.State, Feature.Action>? = Store(initialState: Feature.State()) {
      Reduce<Feature.State, Feature.Action> { state, action in
        log.actions.append(action)
        return Feature().reduce(into: &state, action: action)
      }
    } withDependencies: {
      doubles.install(in: &$0)
    }
    doubles.mainLoop.drive {
      recording?.send(.viewDidLoad)
      doubles.mainLoop.runUntilIdle()
      recording?.send(.startTabSelected(title: "Walk"))
      doubles.mainLoop.runUntilIdle()
    }
    doubles.emit(.locations([Doubles.fix(35.0, 139.0), Doubles.fix(35.1, 139.1)]))
    doubles.mainLoop.drive {
      recording?.send(.footprintsTabSelected)
      recording?.send(.stopTabSelected)
      doubles.mainLoop.runUntilIdle()
    }
    let recorded = try #require(recording?.state)
    doubles.mainLoop.drive {
      recording = nil
      doubles.mainLoop.runUntilIdle()
    }
    #expect(log.actions.count == 8, "load, permission, start, created, fixes, saved, 2 taps")
    #expect(recorded.footprints.count == 2)
    let replayed = Feature.State.replaying(log.actions)
    #expect(replayed == recorded)
  }
}

/// The actions a store reduced, in order.
@MainActor
private final class ActionLog {
  var actions: [RecorderFeature.Action] = []
}

extension RecorderFeature.State {
  /// The state the reducer reaches from `actions` alone, its effects dropped and its
  /// dependencies doing nothing.
  @MainActor
  fileprivate static func replaying(_ actions: [RecorderFeature.Action]) -> Self {
    let location = RecorderLocationClient(
      updates: { AsyncStream { $0.finish() } }, authorizationStatus: { .notDetermined },
      apply: { _ in }, startUpdatingLocation: {}, stopUpdatingLocation: {})
    let database = RouteDatabaseClient(
      openError: { nil }, createRoute: { _ in .failure(.emptyTitle) },
      append: { _, _ in .failure(.emptyTitle) }, routes: { .success([]) },
      track: { _ in .success(RouteDatabaseClient.Track(figuresText: "", coordinates: [])) },
      deleteRoute: { _ in nil },
      exportRoute: { _ in .success("") })
    return withDependencies {
      $0.recorderLocation = location
      $0.routeDatabase = database
    } operation: {
      var state = Self()
      for action in actions { _ = RecorderFeature().reduce(into: &state, action: action) }
      return state
    }
  }
}
