import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Observation
import Testing

@testable import ObservationVariant

/// The Observation route recorder's models, read the way a tracked render reads them.
@MainActor
@Suite("Observation route recorder models")
struct ObservationRecorderModelTests {
  private typealias Text = RouteRecorderStrings
  /// The app's documents folder: made and removed by the one test that exports.
  private let documents = FileManager.default.temporaryDirectory
    .appendingPathComponent("observation-documents-\(UUID().uuidString)", isDirectory: true)

  private let device = SimulatedLocationDevice()
  private let loop = MainLoop()
  /// Opens the connections the models read through off the main thread.
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "observation-\(UUID().uuidString)")
  private let store: RouteStore
  private let model: RecorderModel

  init() throws {
    store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
      Date(timeIntervalSince1970: 1_000)
    }
    model = RecorderModel(
      locationManager: LocationManager(device: device), store: .success(store),
      opener: opener, mainLoop: loop, documentsDirectory: documents)
    model.activate()
  }

  private func fix(_ latitude: Double, accuracy: Double = 5, second: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: accuracy, timestamp: Date(timeIntervalSince1970: 2_000 + second))
  }

  /// Counts the changes to what `read` reads, re-arming after each, as a tracked render does.
  @MainActor
  private final class ChangeCounter {
    private(set) var changes = 0
    private let read: @MainActor () -> Void

    init(_ read: @escaping @MainActor () -> Void) {
      self.read = read
      arm()
    }

    private func arm() {
      withObservationTracking {
        read()
      } onChange: {
        MainActor.assumeIsolated {
          self.changes += 1
          self.arm()
        }
      }
    }
  }

  private func countChanges(_ read: @escaping @MainActor () -> Void) -> ChangeCounter {
    ChangeCounter(read)
  }

  @Test func anErrorStaysUntilDismissedSoTheSameOneTwiceIsTwoChanges() {
    model.titleEdited("  ")
    model.startRecording()
    #expect(model.errorMessage == Text.emptyTitleError)
    model.errorDismissed()
    let errors = countChanges { _ = self.model.errorMessage }
    model.startRecording()
    model.errorDismissed()
    model.startRecording()
    #expect(errors.changes == 3)
    #expect(model.errorMessage == Text.emptyTitleError)
    #expect(model.isRecording == false)
  }

  @Test func startingRecordsEveryValidFixAndADuplicateTitleIsRefused() throws {
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Walk")
    model.startRecording()
    #expect(model.isRecording)
    #expect(model.statusText == Text.recordingStatus(title: "Walk", pointCount: 0))
    device.deliver([fix(35.1, second: 1), fix(35.2, accuracy: -1, second: 2), fix(35.3, second: 3)])
    #expect(model.statusText == Text.recordingStatus(title: "Walk", pointCount: 2))
    #expect(model.currentCoordinate?.latitude == 35.3)
    model.stopRecording()
    #expect(model.statusText == Text.savedStatus(title: "Walk", pointCount: 2))
    model.startRecording()
    #expect(model.errorMessage == Text.duplicateTitleError("Walk"))
    #expect(try store.routes().count == 1)
  }

  @Test func theFootprintOverlayFollowsTheRecording() {
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Loop")
    model.startRecording()
    device.deliver([fix(35.1, second: 1)])
    model.toggleFootprints()
    #expect(model.footprintOverlay?.coordinates.count == 1)
    let overlays = countChanges { _ = self.model.footprintOverlay }
    device.deliver([fix(35.2, second: 2)])
    #expect(model.footprintOverlay?.coordinates.count == 2)
    model.toggleFootprints()
    #expect(model.footprintOverlay == nil)
    #expect(overlays.changes == 2)
  }

  @Test func aFinalLocationErrorStopsTheRecording() {
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Walk")
    model.startRecording()
    device.fail(with: LocationError.denied)
    #expect(model.isRecording == false)
  }

  @Test func theHistoryListsRoutesAndTheDetailDeletesAndExports() throws {
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: documents) }
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Walk")
    model.startRecording()
    device.deliver([fix(35.1, second: 1), fix(35.2, second: 2)])
    model.stopRecording()
    let history = model.makeHistoryModel()
    loop.settle { history.reload() }
    #expect(history.routes.map(\.title) == ["Walk"])
    let detail = try #require(history.makeRouteDetailModel(at: 0))
    loop.settle { detail.load() }
    #expect(detail.track?.coordinates.count == 2)
    loop.settle { detail.exportRoute() }
    #expect(detail.exportedMessage != nil)
    detail.exportAlertDismissed()
    #expect(detail.exportedMessage == nil)
    detail.deleteRoute()
    #expect(detail.isDeleted)
    loop.settle { history.reload() }
    #expect(history.routes.isEmpty)
  }

  @Test("a delete the store refuses shows its error and leaves the route in place")
  func aFailedDeleteShowsItsError() throws {
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Walk")
    model.startRecording()
    device.deliver([fix(35.1, second: 1)])
    model.stopRecording()
    let history = model.makeHistoryModel()
    loop.settle { history.reload() }
    let detail = try #require(history.makeRouteDetailModel(at: 0))
    store.close()
    detail.deleteRoute()
    #expect(detail.isDeleted == false)
    #expect(detail.errorMessage == StoreError.failed(
      path: ":memory:", code: 21, reason: "the database is closed").message)
  }

  // MARK: - Off the main thread

  private func recordWalk() {
    device.setAuthorization(.authorizedAlways)
    model.titleEdited("Walk")
    model.startRecording()
    device.deliver([fix(35.1, second: 1), fix(35.2, second: 2)])
    model.stopRecording()
  }

  @Test func theHistoryReadTakesTheWorkLatency() {
    recordWalk()
    loop.workLatency = .milliseconds(40)
    let history = model.makeHistoryModel()
    loop.settle { history.reload() }
    loop.advanceDriven(by: .milliseconds(39))
    #expect(history.reads == 0, "nothing lands before the latency has passed")
    loop.advanceDriven(by: .milliseconds(1))
    #expect(history.reads == 1)
    #expect(history.routes.map(\.title) == ["Walk"])
    #expect(opener.openConnections == 0, "the read's connection is closed")
  }

  @Test func aNewerReadReplacesAnOlderOneStillRunning() {
    recordWalk()
    loop.workLatency = .milliseconds(40)
    let history = model.makeHistoryModel()
    loop.settle { history.reload() }
    loop.advanceDriven(by: .milliseconds(20))
    loop.settle { history.reload() }
    loop.advanceDriven(by: .milliseconds(20))
    #expect(history.reads == 0, "the replaced read never lands")
    loop.advanceDriven(by: .milliseconds(20))
    #expect(history.reads == 1)
  }

  @Test func aReadEndsWithItsModel() {
    recordWalk()
    loop.workLatency = .milliseconds(40)
    var history: HistoryModel? = model.makeHistoryModel()
    loop.settle { history?.reload() }
    loop.advanceDriven(by: .milliseconds(10))
    loop.settle { history = nil }
    #expect(loop.appWork(scheduledSince: 0) == 0, "nothing is left pending")
    #expect(opener.openConnections == 0)
  }

  @Test func exportingIsUnderWayUntilItLands() throws {
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: documents) }
    recordWalk()
    loop.workLatency = .milliseconds(30)
    let history = model.makeHistoryModel()
    loop.settle { history.reload() }
    loop.advanceDriven(by: .milliseconds(30))
    let detail = try #require(history.makeRouteDetailModel(at: 0))
    loop.settle { detail.exportRoute() }
    #expect(detail.isExporting)
    #expect(detail.exportedMessage == nil)
    loop.advanceDriven(by: .milliseconds(30))
    #expect(!detail.isExporting)
    #expect(detail.exportedMessage != nil)
  }
}
