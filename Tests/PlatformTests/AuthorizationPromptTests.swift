import CoreLocationLite
import Foundation
import Testing
import UIKitLite

@MainActor
@Suite("Simulated device: the location permission prompt")
struct AuthorizationPromptTests {
  @Test func aRequestShowsThePromptForTheKindAskedOnlyWhileUndetermined() throws {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    #expect(device.prompt == nil)
    manager.requestWhenInUseAuthorization()
    #expect(device.prompt == .whenInUse)
    manager.requestAlwaysAuthorization()
    #expect(device.prompt == .whenInUse, "a second request does not replace the prompt")
    try device.answerPrompt(with: .authorizedWhenInUse)
    #expect(device.prompt == nil)
    #expect(device.authorizationStatus == .authorizedWhenInUse)
    manager.requestAlwaysAuthorization()
    #expect(device.prompt == nil, "the system asks only while the status is not determined")
    #expect(device.authorizationRequestCount == 3)
  }

  @Test func answeringNeedsAPromptAndOneOfItsAnswers() throws {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    #expect(throws: AuthorizationPromptError.noPrompt) {
      try device.answerPrompt(with: .authorizedAlways)
    }
    manager.requestWhenInUseAuthorization()
    #expect(throws: AuthorizationPromptError.notAnAnswer(.authorizedAlways, prompt: .whenInUse)) {
      try device.answerPrompt(with: .authorizedAlways)
    }
    #expect(throws: AuthorizationPromptError.notAnAnswer(.restricted, prompt: .whenInUse)) {
      try device.answerPrompt(with: .restricted)
    }
    #expect(device.authorizationStatus == .notDetermined)
    try device.answerPrompt(with: .denied)
    #expect(device.authorizationStatus == .denied)
    #expect(
      AuthorizationPrompt.always.answers == [.authorizedAlways, .authorizedWhenInUse, .denied])
  }

  @Test func aSettingsChangeNeedsNoPromptAndDismissesOne() {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    device.setAuthorization(.restricted)
    #expect(device.authorizationStatus == .restricted)
    device.setAuthorization(.notDetermined)
    manager.requestAlwaysAuthorization()
    #expect(device.prompt == .always)
    device.setAuthorization(.authorizedAlways)
    #expect(device.prompt == nil)
    #expect(device.authorizationStatus == .authorizedAlways)
  }

  @Test func thePromptIsTheWindowsLastSnapshotLineAndGoesWhenTheAppIsKilled() {
    let device = SimulatedLocationDevice()
    let window = Window()
    window.locationDevice = device
    let root = ViewController()
    window.rootViewController = root
    LocationManager(device: device).requestAlwaysAuthorization()
    #expect(
      window.snapshot().lines.last
        == "systemPrompt location requested=always answers=[authorizedAlways, "
        + "authorizedWhenInUse, denied]")
    device.appTerminated()
    #expect(window.snapshot().lines.allSatisfy { !$0.hasPrefix("systemPrompt") })
  }
}

@MainActor
@Suite("Simulated device: the app in the background")
struct BackgroundLocationTests {
  private func fix(_ lat: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: lat, longitude: 139), horizontalAccuracy: 5,
      timestamp: Date(timeIntervalSince1970: 0))
  }

  @Test func inTheBackgroundOnlyManagersAllowingBackgroundUpdatesReceiveFixes() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let recorder = LocationManager(device: device)
    let search = LocationManager(device: device)
    let recorderSpy = BatchCounter()
    let searchSpy = BatchCounter()
    recorder.delegate = recorderSpy
    search.delegate = searchSpy
    recorder.allowsBackgroundLocationUpdates = true
    recorder.startUpdatingLocation()
    search.startUpdatingLocation()
    device.enterBackground()
    device.deliver([fix(35)])
    device.fail(with: .locationUnknown)
    #expect(recorderSpy.batches == 1 && recorderSpy.errors == 1)
    #expect(searchSpy.batches == 0 && searchSpy.errors == 0)
    device.enterForeground()
    device.deliver([fix(35.001)])
    #expect(recorderSpy.batches == 2 && searchSpy.batches == 1)
  }

  @Test func theIndicatorShowsForBackgroundUpdatesThatAskForItOrHaveOnlyWhenInUseAccess() {
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
    let manager = LocationManager(device: device)
    let window = Window()
    window.locationDevice = device
    manager.allowsBackgroundLocationUpdates = true
    manager.startUpdatingLocation()
    #expect(!device.showsBackgroundLocationIndicator, "no indicator in the foreground")
    device.enterBackground()
    #expect(!device.showsBackgroundLocationIndicator)
    #expect(window.snapshot().lines == ["homeScreen locationIndicator=false"])
    manager.showsBackgroundLocationIndicator = true
    #expect(window.snapshot().lines == ["homeScreen locationIndicator=true"])
    manager.showsBackgroundLocationIndicator = false
    device.setAuthorization(.authorizedWhenInUse)
    #expect(device.showsBackgroundLocationIndicator)
    manager.stopUpdatingLocation()
    #expect(!device.showsBackgroundLocationIndicator)
  }
}

@MainActor
private final class BatchCounter: LocationManagerDelegate {
  var batches = 0
  var errors = 0
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    batches += 1
  }
  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {}
  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    errors += 1
  }
}
