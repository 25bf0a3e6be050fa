import StyleNames
import Domain
import Foundation
import MainLoop
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// Steps that start recording "Walk" with two fixes on the fake recorder.
private let recordWalk = """
  declare widgets historyTable exportButton
  location authorize authorizedAlways
  type titleField "Walk"
  select tabBar "Start"
  location fixes 35.0 139.0; 35.001 139.0
  select tabBar "Stop"
  alert confirm
  """

@Suite("Runner: the phone's disk and stored data")
@MainActor
struct RunnerStoreTests {
  @Test func aRestartReopensTheSameDatabaseFile() throws {
    let run = try FakeRecorder.run(
      recordWalk + """

        expect store routes == 1
        restart
        expect statusLabel.text == "Not recording"
        expect store routes == 1
        expect store route "Walk" points == 2
        select tabBar "History"
        expect historyTable.rows == 1
        """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
    #expect(run.leakedComponents.isEmpty)
  }

  @Test func inspectedStoredDataJoinsTheStepsSnapshot() throws {
    let run = try FakeRecorder.run(
      recordWalk + """

        expect store routes >= 1
        expect store route "Walk" points == 2
        expect store route "Run" absent
        expect store integrity ok
        expect statusLabel.text == "Saved \\"Walk\\" — 2 points"
        """)
    #expect(run.expectationFailures == [])
    let lastLines = run.steps.suffix(5).map { $0.snapshot.lines.last ?? "" }
    #expect(
      lastLines == [
        "store routes=1", "store route \"Walk\" points=2", "store route \"Run\" absent",
        "store integrity=ok",
        "tabBar tabBar selected=\"\" items=[Start, Stop(disabled), "
          + "Footprints, History]",
      ])
  }

  @Test func failedStoredDataExpectationsSayWhatIsStored() throws {
    let run = try FakeRecorder.run(
      recordWalk + """

        expect store routes == 2
        expect store route "Walk" points > 2
        expect store route "Run" points == 1
        expect store route "Walk" absent
        """)
    #expect(run.expectationFailures.map(\.expected) == ["2", "> 2", "points == 1", "absent"])
    #expect(
      run.expectationFailures.map(\.actual) == ["1", "2", "no route titled \"Run\"", "2 points"])
  }

  @Test func exportsAreReadBackFromTheDocumentsFolder() throws {
    let run = try FakeRecorder.run(
      recordWalk + """

        select tabBar "History"
        select historyTable row 0
        tap exportButton
        expect alert message == "Exported \\"Walk\\" to route-1.gpx."
        alert confirm
        expect export "route-1.gpx" points == 2
        expect export "route-2.gpx" points == 2
        """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.count == 1)
    let missing = #"Cannot read GPX file "route-2.gpx": no such file."#
    #expect(run.expectationFailures.first?.actual == missing)
    #expect(run.steps[run.steps.count - 2].snapshot.lines.last == #"export "route-1.gpx" points=2"#)
    #expect(
      run.steps.last?.snapshot.lines.last
        == #"export "route-2.gpx" error="Cannot read GPX file \"route-2.gpx\": no such file.""#)
  }

  @Test func aCorruptDatabaseIsTheAlertOfTheNextLaunch() throws {
    let message = #"Cannot open "footprints.sqlite": the file is not a database."#
    let run = try FakeRecorder.run(
      recordWalk + """

        store corrupt
        expect statusLabel.text == "Saved \\"Walk\\" — 2 points"
        restart
        expect alert title == "Error"
        expect alert message == "\(message.replacingOccurrences(of: "\"", with: "\\\""))"
        alert tap "OK"
        expect store routes == 1
        """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.map(\.actual) == [message])
    #expect(run.steps.last?.snapshot.lines.last == "store error=\(quotedForSnapshot(message))")
  }

  @Test func aReadOnlyDatabaseFolderIsTheAlertOfTheNextLaunch() throws {
    let message = #"Cannot write to "footprints.sqlite": the location is read-only."#
    let run = try FakeRecorder.run(
      recordWalk + """

        store readonly
        restart
        expect alert message == "\(message.replacingOccurrences(of: "\"", with: "\\\""))"
        """)
    if let error = run.error {
      #expect(
        error.message
          == "expected to make the database folder read-only, but this process ignores file "
          + "permissions (it runs as root) and the file system refused the immutable flag")
    } else {
      #expect(run.expectationFailures == [])
    }
  }

  @Test func thePhonesDiskIsRemovedAfterTheRunEvenWhenLocked() throws {
    var root: URL?
    do {
      let builder = try #require(FakeRecorder.scenes(.callback).builder(for: .routeRecorder))
      let host = ScreenHost(
        builder: builder, fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
        tracks: TrackLibrary(root: URL(fileURLWithPath: "/nonexistent")),
        launchOptions: LaunchOptions(), liveSubscriptions: { 0 })
      host.show()
      root = host.phone.root
      #expect(FileManager.default.fileExists(atPath: host.phone.databaseURL.path))
      #expect(host.environment.documentsDirectory == host.phone.documentsDirectory)
      #expect(host.environment.now() == FixClock.epoch)
      try? host.phone.lockDatabaseFolder()
      host.dismantle()
    }
    let folder = try #require(root)
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func storeStepsNeedAFileDatabase() throws {
    let host = ScreenHost(
      builder: { _ in Scene(rootViewController: ViewController(), components: []) },
      fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
      tracks: TrackLibrary(root: URL(fileURLWithPath: "/nonexistent")),
      launchOptions: LaunchOptions(), storage: .inMemory, liveSubscriptions: { 0 })
    let engine = ScenarioEngine(host: host)
    engine.load()
    #expect(
      throws: StepError(
        step: 1, line: 1,
        message: "expected a file database for `store` steps, found an in-memory one")
    ) {
      _ = try engine.perform(
        ScenarioStep(line: 1, source: "store corrupt", action: .store(.corrupt)))
    }
  }
}

/// `text` as snapshots quote it.
private func quotedForSnapshot(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
