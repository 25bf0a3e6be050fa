import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// The committed tracks under `Scenarios/tracks/` are what their generator says they are.
@Suite("GPX track files")
struct GPXTrackFilesTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/tracks")

  @Test func shortWalkIsTheSyntheticWalkWrittenByGPXWriter() throws {
    let url = Self.folder.appendingPathComponent("short-walk.gpx")
    let walk = SyntheticWalk(seed: SyntheticWalk.shortWalkSeed).fixes(count: 20)
    let track = try GPXReader.read(contentsOf: url)
    #expect(track.name == "Short walk")
    #expect(track.points == walk)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(GPXWriter.document(GPXTrack(name: "Short walk", points: walk)) == text)
  }

  @Test func longWalkHasTenThousandPointsOfTheSyntheticWalk() throws {
    let track = try GPXReader.read(contentsOf: Self.folder.appendingPathComponent("long-walk.gpx"))
    let walk = SyntheticWalk(seed: SyntheticWalk.longWalkSeed).fixes(count: 10_000)
    #expect(track.points.count == 10_000)
    #expect(track.points.map(\.coordinate) == walk.map(\.coordinate))
    #expect(track.points.map(\.altitude) == walk.map(\.altitude))
    #expect(track.points.map(\.timestamp) == walk.map(\.timestamp))
    #expect(track.points.allSatisfy { $0.horizontalAccuracy == 5 && $0.speed == -1 })
  }

  @Test func noisyWalkHasInvalidAndDuplicateFixes() throws {
    let points = try GPXReader.read(
      contentsOf: Self.folder.appendingPathComponent("noisy-walk.gpx")
    ).points
    #expect(points.count == 53)
    #expect(points.filter { !$0.isValid }.count == 5)
    let duplicates = zip(points, points.dropFirst()).filter { $0 == $1 }
    #expect(duplicates.count == 8)
    #expect(points.filter(\.isValid).count == 48)
  }

  @Test func syntheticWalkIsReproducibleAndWalkingPaced() {
    let walk = SyntheticWalk(seed: 9).fixes(count: 1_000)
    #expect(walk == SyntheticWalk(seed: 9).fixes(count: 1_000))
    #expect(walk != SyntheticWalk(seed: 10).fixes(count: 1_000))
    #expect(Array(walk.prefix(10)) == SyntheticWalk(seed: 9).fixes(count: 10))
    let figures = RouteFigures(walk.enumerated().map { Footprint(sequence: $0, location: $1) })
    #expect(figures.distance > 999 * 1.0 && figures.distance < 999 * 1.8)
    #expect(figures.duration > 999 * 0.9 && figures.duration < 999 * 1.1)
    #expect(walk.allSatisfy { $0.isRecordable })
  }
}
