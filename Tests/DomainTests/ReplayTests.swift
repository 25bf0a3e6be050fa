import CoreLocationLite
import Foundation
import MainLoop
import Testing

@testable import Domain

/// GPX replay delivers fixes through the simulated device in virtual time.
@MainActor
@Suite("Location replay")
struct ReplayTests {
  let loop = MainLoop(mode: .virtual)
  let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
  let manager: LocationManager
  let receiver = ReplayDeliveryLog()

  init() {
    manager = LocationManager(device: device)
    receiver.loop = loop
    manager.delegate = receiver
    manager.startUpdatingLocation()
  }

  @Test func timestampsSpaceTheFixesAndNothingArrivesSynchronously() {
    let fixes = [0, 1_500, 4_000, 4_000].map { walkFix(milliseconds: $0) }
    let replay = device.replay(fixes, on: loop, timing: .timestamps)
    #expect(receiver.deliveries.isEmpty)
    #expect(replay.duration == .seconds(4))
    loop.runUntilIdle()
    #expect(receiver.times == [.zero])
    loop.advance(by: .milliseconds(1_499))
    #expect(receiver.times == [.zero])
    loop.advance(by: .seconds(10))
    #expect(receiver.times == [.zero, .milliseconds(1_500), .seconds(4), .seconds(4)])
    #expect(receiver.deliveries.flatMap { $0 } == fixes)
    #expect(replay.isFinished && replay.deliveredCount == 4)
  }

  @Test func fixedIntervalInBatchesDeliversEachBatchWhenItsLastFixIsDue() {
    let fixes = (0..<7).map { walkFix(milliseconds: $0 * 10) }
    let replay = device.replay(fixes, on: loop, timing: .interval(.seconds(2)), batchSize: 3)
    #expect(replay.duration == .seconds(12))
    loop.advance(by: .seconds(12))
    #expect(receiver.times == [.seconds(4), .seconds(10), .seconds(12)])
    #expect(receiver.deliveries.map(\.count) == [3, 3, 1])
    #expect(receiver.deliveries.flatMap { $0 } == fixes)
  }

  @Test func untimedFixesComeASecondApartAndAreStampedWhenDelivered() {
    let fixes = [0, 0, 2_000, 0, 0].map { walkFix(milliseconds: $0) }
    let stamps = Date(timeIntervalSince1970: 2_000_000_000)
    let replay = device.replay(
      fixes, on: loop, timing: .timestamps, untimed: [0, 1, 3, 4]
    ) { now in stamps.addingTimeInterval(Double(now.components.seconds)) }
    #expect(replay.duration == .seconds(4))
    loop.advance(by: .seconds(10))
    #expect(receiver.times == (0...4).map { .seconds($0) })
    let delivered = receiver.deliveries.flatMap { $0 }
    #expect(delivered[2].timestamp == fixes[2].timestamp, "a timed fix keeps its time")
    #expect([0, 1, 3, 4].map { delivered[$0].timestamp.timeIntervalSince(stamps) } == [0, 1, 3, 4])
  }

  @Test func equalTimesArriveTogether() {
    let fixes = [0, 1_000, 1_000, 1_000].map { walkFix(milliseconds: $0) }
    device.replay(fixes, on: loop, timing: .timestamps)
    loop.advance(by: .seconds(2))
    #expect(receiver.times == [.zero, .seconds(1), .seconds(1), .seconds(1)])
  }

  @Test func cancellingStopsTheReplay() {
    let fixes = (0..<10).map { walkFix(milliseconds: $0 * 1_000) }
    let replay = device.replay(fixes, on: loop, timing: .timestamps, batchSize: 2)
    loop.advance(by: .milliseconds(3_500))
    replay.cancel()
    loop.advance(by: .seconds(60))
    #expect(receiver.deliveries.map(\.count) == [2, 2])
    #expect(replay.deliveredCount == 4 && !replay.isFinished && replay.isCancelled)
    #expect(loop.pendingCount == 0)
  }

  @Test func replayRunsWithoutAnyoneKeepingTheHandle() {
    device.replay((0..<3).map { walkFix(milliseconds: $0 * 100) }, on: loop, timing: .timestamps)
    loop.advance(by: .seconds(1))
    #expect(receiver.deliveries.count == 3)
  }

  @Test func timestampsGoingBackwardsCountAsNoDelay() {
    let fixes = [5_000, 3_000, 7_000, 6_000].map { walkFix(milliseconds: $0) }
    device.replay(fixes, on: loop, timing: .timestamps)
    loop.advance(by: .seconds(5))
    #expect(receiver.times == [.zero, .zero, .seconds(2), .seconds(2)])
  }

  @Test func batchSizeBelowOneAndEmptyTracksAreHarmless() {
    let empty = device.replay([], on: loop, timing: .timestamps)
    #expect(empty.isFinished && empty.duration == .zero && loop.pendingCount == 0)
    let single = [walkFix(milliseconds: 0)]
    device.replay(single, on: loop, timing: .interval(.seconds(1)), batchSize: 0)
    loop.runUntilIdle()
    #expect(receiver.deliveries.map(\.count) == [1])
  }

  @Test func noisyTrackRecordsOnlyItsValidFixesInOrder() throws {
    let url = GPXTrackFilesTests.folder.appendingPathComponent("noisy-walk.gpx")
    let points = try GPXReader.read(contentsOf: url).points
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Noisy")
    receiver.onDelivery = { fixes in _ = try? store.append(fixes, to: route.id) }
    let replay = device.replay(points, on: loop, timing: .timestamps, batchSize: 4)
    loop.advance(by: replay.duration)
    #expect(replay.isFinished)
    #expect(receiver.deliveries.count == 14)
    let saved = try store.footprints(of: route.id)
    #expect(saved.map(\.location) == points.filter(\.isValid))
    #expect(try store.route(id: route.id)?.pointCount == 48)
  }

  @Test func longWalkReplaysThroughTheDistanceFilter() throws {
    let url = GPXTrackFilesTests.folder.appendingPathComponent("long-walk.gpx")
    let points = try GPXReader.read(contentsOf: url).points
    AccuracySetting.hundredMeters.apply(to: manager)
    let replay = device.replay(points, on: loop, timing: .timestamps, batchSize: 10)
    loop.advance(by: replay.duration)
    let delivered = receiver.deliveries.flatMap { $0 }
    #expect(replay.deliveredCount == 10_000)
    #expect(delivered.count > 20 && delivered.count < 200)
    for (previous, next) in zip(delivered, delivered.dropFirst()) {
      #expect(previous.distance(from: next) >= 100)
    }
  }

  private func walkFix(milliseconds: Int) -> Location {
    routeFix(latitude: 35 + Double(milliseconds) * 1e-6, second: 0)
      .withTimestamp(Date(millisecondsSince1970: 1_743_498_000_000 + Int64(milliseconds)))
  }
}

/// Records what the manager delivers and when.
@MainActor
final class ReplayDeliveryLog: LocationManagerDelegate {
  weak var loop: MainLoop?
  private(set) var deliveries: [[Location]] = []
  private(set) var times: [Duration] = []
  var onDelivery: ([Location]) -> Void = { _ in }

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    deliveries.append(locations)
    times.append(loop?.now ?? .zero)
    onDelivery(locations)
  }
}

extension Location {
  fileprivate func withTimestamp(_ date: Date) -> Location {
    var copy = self
    copy.timestamp = date
    return copy
  }
}
