import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop
import Testing

@testable import KVOVariant

/// The KVO route recorder's models, observed through typed key paths as the controllers do.
@MainActor
@Suite("KVO route recorder models")
struct KVORecorderModelTests {
  private typealias Text = RouteRecorderStrings

  private let device = SimulatedLocationDevice()
  private let store: RouteStore
  private let model: RecorderModel

  init() throws {
    store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_000) })
    model = RecorderModel(
      locationManager: LocationManager(device: device), store: .success(store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    model.activate()
  }

  private func fix(_ latitude: Double, accuracy: Double = 5, second: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 2_000 + second))
  }

  @Test func eachRefusalToStartIsOneErrorNotification() {
    var messages: [String?] = []
    let observation = model.observe(\.errorMessage, options: [.new]) { _, change in
      messages.append(change.newValue ?? nil)
    }
    model.title = "  "
    model.startRecording()
    model.startRecording()
    model.title = "Walk"
    model.startRecording()
    #expect(messages == [Text.emptyTitleError, Text.emptyTitleError, Text.missingPermissionError])
    #expect(model.isRecording == false)
    observation.invalidate()
  }

  @Test func startingRecordsAndADuplicateTitleIsRefused() throws {
    device.setAuthorization(.authorizedAlways)
    var recording: [Bool] = []
    let observation = model.observe(\.isRecording, options: [.initial, .new]) { _, change in
      recording.append(change.newValue ?? false)
    }
    model.title = "Walk"
    model.startRecording()
    #expect(model.statusText == Text.recordingStatus(title: "Walk", pointCount: 0))
    model.stopRecording()
    model.startRecording()
    #expect(recording == [false, true, false])
    #expect(model.errorMessage == Text.duplicateTitleError("Walk"))
    #expect(try store.routes().map(\.title) == ["Walk"])
    withExtendedLifetime(observation) {}
  }

  @Test func aBatchIsSavedInOrderAndCountedAsOneChangeOfTheFootprints() throws {
    device.setAuthorization(.authorizedAlways)
    model.title = "Walk"
    model.startRecording()
    var lastFootprints: [Double?] = []
    let observation = model.observe(\.footprintsChangeCount, options: [.new]) { model, _ in
      lastFootprints.append(model.footprints.last?.latitude)
    }
    device.deliver([fix(35.1, second: 1), fix(35.2, second: 2), fix(35.3, accuracy: -1, second: 3)])
    device.deliver([fix(35.4, accuracy: -1, second: 4)])
    #expect(lastFootprints == [35.2])
    #expect(model.footprints.map(\.latitude) == [35.1, 35.2])
    #expect(model.statusText == Text.recordingStatus(title: "Walk", pointCount: 2))
    let route = try #require(model.route)
    #expect(try store.footprints(of: route.id).map(\.coordinate.latitude) == [35.1, 35.2])
    observation.invalidate()
  }

  @Test func theFootprintsToggleOnlyOnceARouteExistsAndANewRouteHidesThem() {
    device.setAuthorization(.authorizedAlways)
    model.toggleFootprints()
    #expect(!model.isShowingFootprints, "no route yet")
    model.title = "Walk"
    model.startRecording()
    var changes: [[Bool?]] = []
    let observation = model.observe(\.isShowingFootprints, options: [.old, .new]) { _, change in
      changes.append([change.oldValue, change.newValue])
    }
    model.toggleFootprints()
    device.deliver([fix(35.1, second: 1)])
    model.stopRecording()
    model.title = "Another walk"
    model.startRecording()
    #expect(changes == [[false, true], [true, false]])
    #expect(model.footprints.isEmpty)
    observation.invalidate()
  }

  @Test func aDeniedErrorFinishesTheRecordingThenShowsTheError() {
    device.setAuthorization(.authorizedAlways)
    model.title = "Walk"
    model.startRecording()
    device.deliver([fix(35.1, second: 1)])
    var texts: [String] = []
    let observation = model.observe(\.statusText, options: [.new]) { _, change in
      texts.append(change.newValue ?? "")
    }
    device.fail(with: .network)
    device.fail(with: .denied)
    #expect(
      texts == [
        "Location unavailable: network unavailable",
        Text.savedStatus(title: "Walk", pointCount: 1), "Location unavailable: access denied",
      ])
    #expect(model.isRecording == false)
    #expect(!model.isAuthorized)
    observation.invalidate()
  }
}
