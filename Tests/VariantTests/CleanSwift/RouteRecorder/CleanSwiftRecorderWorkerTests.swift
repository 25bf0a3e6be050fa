import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import CleanSwiftVariant

/// The recorder's worker: it owns the location manager as its delegate and passes every event
/// on to the interactor, and it does the route store's reads and writes.
@MainActor
@Suite("Clean Swift recorder worker")
struct CleanSwiftRecorderWorkerTests {
  /// A worker over a simulated device and an in-memory store, reporting to a spy; created
  /// and released inside each test, on the main actor.
  @MainActor
  private struct Given {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let manager: LocationManager
    let store: RouteStore
    let worker: RecorderWorker
    let interactor = RecorderWorkerDelegateSpy()

    init() throws {
      manager = LocationManager(device: device)
      store = try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }
      worker = RecorderWorker(
        locationManager: manager,
        library: RouteLibrary(
          store: .success(store), opener: RouteRecorderSceneHost.unusedOpener(),
          mainLoop: MainLoop(), exportDirectory: RouteRecorderSceneHost.noDocuments))
      worker.delegate = interactor
    }
  }

  private func fix(_ latitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 100))
  }

  @Test func preparingTakesTheManagerAppliesTheAccuracyAndAsksForAlways() throws {
    let given = try Given()
    given.worker.prepareLocationUpdates(accuracy: .kilometer)
    #expect(given.manager.delegate === given.worker)
    #expect(given.manager.distanceFilter == AccuracySetting.kilometer.distanceFilter)
    #expect(given.manager.desiredAccuracy == AccuracySetting.kilometer.desiredAccuracy)
    #expect(given.device.authorizationRequestCount == 1 && given.device.lastRequestWasAlways)
    #expect(given.worker.authorizationStatus == .authorizedWhenInUse)
    given.worker.apply(.hundredMeters)
    #expect(given.manager.distanceFilter == 100)
    given.worker.startUpdatingLocation()
    #expect(given.manager.isUpdatingLocation)
    given.worker.stopUpdatingLocation()
    #expect(!given.manager.isUpdatingLocation)
  }

  @Test func everyManagerEventIsPassedOnUnchanged() throws {
    let given = try Given()
    given.worker.prepareLocationUpdates(accuracy: .initial)
    given.device.setAuthorization(.authorizedAlways)
    given.worker.startUpdatingLocation()
    given.device.deliver([fix(35.0), fix(35.1, accuracy: -1)])
    given.device.fail(with: .network)
    #expect(given.interactor.events.suffix(3) == [
      "authorization(\(AuthorizationStatus.authorizedAlways))",
      "locations(35.0, 35.1)",
      "error(network unavailable)",
    ])
  }

  @Test func nothingIsPassedOnBeforePreparingOrWithoutADelegate() throws {
    let given = try Given()
    given.device.setAuthorization(.authorizedAlways)
    #expect(given.interactor.events.isEmpty)
    given.worker.prepareLocationUpdates(accuracy: .initial)
    let before = given.interactor.events.count
    given.worker.delegate = nil
    given.device.setAuthorization(.denied)
    #expect(given.interactor.events.count == before)
  }

  @Test func routesAreCreatedCheckedAndExtendedInTheStore() throws {
    let given = try Given()
    #expect(given.worker.storeError == nil)
    #expect(try !given.worker.routeExists(titled: "Walk"))
    let route = try given.worker.createRoute(titled: "Walk")
    #expect(try given.worker.routeExists(titled: "Walk"))
    let saved = try given.worker.save([fix(35.0), fix(35.2)], to: route.id)
    #expect(saved.pointCount == 2)
    #expect(try given.store.exists(title: "Walk"))
  }

  @Test func aStoreThatDidNotOpenFailsEveryUseWithItsError() throws {
    let given = try Given()
    let failed = RecorderWorker(
      locationManager: given.manager,
      library: RouteLibrary(
        store: .failure(.readOnly(path: "/x/footprints.sqlite")),
        opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
        exportDirectory: RouteRecorderSceneHost.noDocuments))
    #expect(failed.storeError == .readOnly(path: "/x/footprints.sqlite"))
    #expect(throws: StoreError.readOnly(path: "/x/footprints.sqlite")) {
      try failed.routeExists(titled: "Walk")
    }
    #expect(throws: StoreError.readOnly(path: "/x/footprints.sqlite")) {
      try failed.createRoute(titled: "Walk")
    }
  }
}

// MARK: - Spy

@MainActor
private final class RecorderWorkerDelegateSpy: RecorderWorkerDelegate {
  private(set) var events: [String] = []

  func recorderWorker(
    _ worker: RecorderWorker, didChangeAuthorization status: AuthorizationStatus
  ) {
    events.append("authorization(\(status))")
  }

  func recorderWorker(_ worker: RecorderWorker, didUpdateLocations locations: [Location]) {
    let latitudes = locations.map { "\($0.coordinate.latitude)" }
    events.append("locations(\(latitudes.joined(separator: ", ")))")
  }

  func recorderWorker(_ worker: RecorderWorker, didFailWithError error: LocationError) {
    events.append("error(\(error))")
  }
}
