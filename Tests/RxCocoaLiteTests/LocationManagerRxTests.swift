import CoreLocationLite
import Foundation
import RxCocoaLite
import RxLite
import Testing

@MainActor
@Suite("LocationManager.rx through RxLocationManagerDelegateProxy")
struct LocationManagerRxTests {
  private func fix(_ latitude: Double, _ longitude: Double, accuracy: Double = 5) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 0))
  }

  @Test func didUpdateLocationsEmitsEveryBatchWhole() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    var batches: [[Location]] = []
    let subscription = manager.rx.didUpdateLocations.subscribe(onNext: { batches.append($0) })
    manager.startUpdatingLocation()
    device.deliver([fix(35, 139), fix(35.001, 139, accuracy: -1)])
    device.deliver([fix(35.002, 139)])
    #expect(batches == [[fix(35, 139), fix(35.001, 139, accuracy: -1)], [fix(35.002, 139)]])
    subscription.dispose()
  }

  @Test func didChangeAuthorizationFollowsEveryStatusChange() {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    var statuses: [AuthorizationStatus] = []
    let subscription = manager.rx.didChangeAuthorization.subscribe(onNext: { statuses.append($0) })
    manager.requestAlwaysAuthorization()
    device.setAuthorization(.authorizedWhenInUse)
    device.setAuthorization(.authorizedAlways)
    #expect(statuses == [.authorizedWhenInUse, .authorizedAlways])
    subscription.dispose()
  }

  @Test func didFailWithErrorEmitsErrorsAsElementsAndKeepsGoing() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    var errors: [LocationError] = []
    var ended = false
    let subscription = manager.rx.didFailWithError.subscribe(
      onNext: { errors.append(($0 as? LocationError) ?? .network) },
      onError: { _ in ended = true }, onCompleted: { ended = true })
    manager.startUpdatingLocation()
    device.fail(with: .locationUnknown)
    device.fail(with: .denied)
    #expect(errors == [.locationUnknown, .denied])
    #expect(!ended)
    subscription.dispose()
  }

  @Test func forwardsEveryCallToTheDelegateSetBefore() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    let previous = LocationDelegateSpy()
    manager.delegate = previous
    var rxBatches = 0
    let subscription = manager.rx.didUpdateLocations.subscribe(onNext: { _ in rxBatches += 1 })
    manager.startUpdatingLocation()
    device.deliver([fix(35, 139)])
    device.fail(with: .network)
    device.setAuthorization(.denied)
    #expect(rxBatches == 1)
    #expect(previous.calls == ["locations 1", "error network unavailable", "status denied"])
    subscription.dispose()
  }

  @Test func theProxyIsTheManagersDelegateAndGoesAwayWithIt() {
    let device = SimulatedLocationDevice()
    var manager: LocationManager? = LocationManager(device: device)
    weak var weakProxy: RxLocationManagerDelegateProxy?
    var completions = 0
    let bag = DisposeBag()
    if let manager {
      let proxy = RxLocationManagerDelegateProxy.proxy(for: manager)
      weakProxy = proxy
      #expect(manager.delegate === proxy)
      #expect(manager.rx.delegate === proxy)
      manager.rx.didUpdateLocations.subscribe(onCompleted: { completions += 1 }).disposed(by: bag)
      manager.rx.didChangeAuthorization.subscribe(onCompleted: { completions += 1 })
        .disposed(by: bag)
      manager.rx.didFailWithError.subscribe(onCompleted: { completions += 1 }).disposed(by: bag)
    }
    manager = nil
    #expect(device.liveManagerCount == 0)
    #expect(weakProxy == nil)
    #expect(completions == 3)
  }
}

@MainActor
final class LocationDelegateSpy: LocationManagerDelegate {
  private(set) var calls: [String] = []

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    calls.append("locations \(locations.count)")
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    calls.append("status \(status)")
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    calls.append("error \(error)")
  }
}
