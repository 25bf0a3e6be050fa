import CoreLocationLite
import Foundation
import Testing

@MainActor
@Suite("Simulated location device and manager")
struct LocationManagerTests {
  private func fix(_ lat: Double, _ lng: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: lat, longitude: lng),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 0))
  }

  @Test func nothingIsDeliveredUntilStartedAndAuthorized() {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    let spy = LocationSpy()
    manager.delegate = spy
    manager.requestAlwaysAuthorization()
    #expect(device.authorizationRequestCount == 1)
    #expect(device.lastRequestWasAlways)
    device.deliver([fix(35, 139)])
    manager.startUpdatingLocation()
    device.deliver([fix(35, 139)])
    #expect(spy.batches.isEmpty)
    device.setAuthorization(.authorizedAlways)
    device.deliver([fix(35, 139)])
    #expect(spy.statuses == [.authorizedAlways])
    #expect(spy.batches.count == 1)
  }

  @Test func distanceFilterDropsFixesCloserThanTheLastDeliveredOne() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    let spy = LocationSpy()
    manager.delegate = spy
    manager.distanceFilter = 100
    manager.startUpdatingLocation()
    // 0.0005° of latitude is about 56 m; 0.001° about 111 m.
    device.deliver([fix(35, 139), fix(35.0005, 139), fix(35.001, 139), fix(35.001, 139)])
    #expect(spy.batches == [[fix(35, 139), fix(35.001, 139)]])
    #expect(manager.location == fix(35.001, 139))
  }

  @Test func invalidFixesPassThroughButNeverBecomeTheLastLocation() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    let spy = LocationSpy()
    manager.delegate = spy
    manager.startUpdatingLocation()
    device.deliver([fix(35, 139, accuracy: -1)])
    #expect(spy.batches.count == 1)
    #expect(manager.location == nil)
  }

  @Test func deniedErrorStopsUpdatesAndRevokesAccess() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    let spy = LocationSpy()
    manager.delegate = spy
    manager.startUpdatingLocation()
    device.fail(with: .locationUnknown)
    #expect(manager.isUpdatingLocation)
    device.fail(with: .denied)
    #expect(!manager.isUpdatingLocation)
    #expect(spy.errors == [.locationUnknown, .denied])
    #expect(spy.statuses == [.denied])
    #expect(manager.authorizationStatus == .denied)
  }

  @Test func haversineDistanceMatchesAKnownFigure() {
    let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
    let osaka = LocationCoordinate2D(latitude: 34.702485, longitude: 135.495951)
    #expect(abs(tokyo.distance(to: osaka) - 403_000) < 1_000)
    #expect(tokyo.distance(to: tokyo) == 0)
  }

  @Test func freedManagersAreForgotten() {
    let device = SimulatedLocationDevice()
    var manager: LocationManager? = LocationManager(device: device)
    #expect(device.liveManagerCount == 1)
    manager = nil
    #expect(manager == nil)
    #expect(device.liveManagerCount == 0)
  }
}

@MainActor
private final class LocationSpy: LocationManagerDelegate {
  var batches: [[Location]] = []
  var statuses: [AuthorizationStatus] = []
  var errors: [LocationError] = []
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    batches.append(locations)
  }
  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    statuses.append(status)
  }
  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    if let error = error as? LocationError { errors.append(error) }
  }
}
