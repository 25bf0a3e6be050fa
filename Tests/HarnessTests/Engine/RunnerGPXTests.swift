import StyleNames
import CoreLocationLite
import Domain
import Foundation
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// A temporary `tracks/` folder with a three-point walk and a malformed file.
final class TemporaryTracks {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("runner-gpx-\(UUID().uuidString)")
      .appendingPathComponent("tracks", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let start = try #require(ISO8601DateFormatter().date(from: "2025-04-01T09:00:00Z"))
    let points = [(35.0, 0.0), (35.5, 2.0), (36.0, 3.0)].map { latitude, seconds in
      Location(
        coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
        timestamp: start.addingTimeInterval(seconds))
    }
    try GPXWriter.write(GPXTrack(name: "Walk", points: points), to: url("walk.gpx"))
    try Data("<gpx><trk><trkseg><trkpt lat=\"35\"></trkpt></trkseg></trk></gpx>".utf8)
      .write(to: url("broken.gpx"))
  }

  deinit {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  func url(_ name: String) -> URL { root.appendingPathComponent(name) }

  /// A runner of the fake counter screen that finds its tracks here.
  @MainActor
  func runner() -> ScenarioRunner {
    ScenarioRunner(
      registry: [FakeVariants.scenes(.callback)],
      fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
      tracksRoot: root, liveSubscriptions: { 0 })
  }

  @MainActor
  func run(_ text: String) throws -> ScenarioRun {
    try runner().run(FakeVariants.scenario(text), variant: .callback)
  }
}

@Suite("Runner: GPX replay")
@MainActor
struct RunnerGPXTests {
  @Test func replaysAtTheFileTimestampsAsVirtualTimePasses() throws {
    let tracks = try TemporaryTracks()
    let run = try tracks.run(
      """
      location settings authorizedAlways
      location gpx "walk.gpx"
      expect fixLabel.text == "35.0,139.0 ±5.0 v-1.0 @09:00:00"
      advance 1999ms
      expect fixLabel.text == "35.0,139.0 ±5.0 v-1.0 @09:00:00"
      advance 1ms
      expect fixLabel.text == "35.5,139.0 ±5.0 v-1.0 @09:00:02"
      advance 1s
      expect fixLabel.text == "36.0,139.0 ±5.0 v-1.0 @09:00:03"
      advance 3600s
      expect fixLabel.text == "36.0,139.0 ±5.0 v-1.0 @09:00:03"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
  }

  @Test func aFixedIntervalAndBatchesDeliverTogether() throws {
    let tracks = try TemporaryTracks()
    let run = try tracks.run(
      """
      location settings authorizedAlways
      location gpx "walk.gpx" interval 10s batch 2
      expect fixLabel.text == ""
      advance 9999ms
      expect fixLabel.text == ""
      advance 1ms
      expect fixLabel.text == "35.0,139.0 ±5.0 v-1.0 @09:00:00 | 35.5,139.0 ±5.0 v-1.0 @09:00:02"
      advance 10s
      expect fixLabel.text == "36.0,139.0 ±5.0 v-1.0 @09:00:03"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
  }

  @Test func aMalformedTrackIsAStepErrorNamingTheFile() throws {
    let tracks = try TemporaryTracks()
    let run = try tracks.run("location gpx \"broken.gpx\"\ntap incrementButton")
    let expected: String
    do {
      _ = try GPXReader.read(contentsOf: tracks.url("broken.gpx"))
      Issue.record("the broken track read without an error")
      return
    } catch {
      expected = error.message
    }
    #expect(expected.hasPrefix("Malformed GPX file \"broken.gpx\""))
    #expect(run.error == StepError(step: 1, line: 1, message: expected))
    #expect(run.steps.count == 1)
  }

  @Test func aTrackThatVanishedAfterValidationIsAStepErrorNamingTheFile() throws {
    let tracks = try TemporaryTracks()
    let runner = tracks.runner()
    let scenario = try FakeVariants.scenario("location gpx \"walk.gpx\"")
    try runner.validate([scenario])
    try FileManager.default.removeItem(at: tracks.url("walk.gpx"))
    let run = runner.run(scenario, variant: .callback)
    #expect(run.error?.message == "Cannot read GPX file \"walk.gpx\": no such file.")
  }

  @Test func aMissingTrackFailsValidationWithTheNearestName() throws {
    let tracks = try TemporaryTracks()
    let runner = tracks.runner()
    let scenario = try ScenarioLoader.parse(
      "tap incrementButton\nlocation gpx \"wlak.gpx\" batch 2", path: "v.scenario",
      feature: .counter)
    #expect {
      try runner.validate([scenario])
    } throws: { error in
      "\(error)" == "v.scenario:2:14: unknown GPX track \"wlak.gpx\" in tracks/; did you mean "
        + "`walk.gpx`?"
    }
    let far = try ScenarioLoader.parse(
      "location gpx \"../secret.gpx\"", path: "w.scenario", feature: .routeRecorder)
    #expect {
      try runner.validate([far])
    } throws: { error in
      "\(error)" == "w.scenario:1:14: unknown GPX track \"../secret.gpx\" in tracks/; its tracks "
        + "are `broken.gpx`, `walk.gpx`"
    }
  }

  @Test func theDefaultTracksFolderSitsBesideTheFixtures() {
    let runner = ScenarioRunner(
      registry: [], fixturesRoot: URL(fileURLWithPath: "/repo/Scenarios/fixtures"))
    #expect(runner.tracksRoot.path == "/repo/Scenarios/tracks")
  }
}
