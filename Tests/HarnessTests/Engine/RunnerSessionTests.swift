import StyleNames
import Domain
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Runner: interactive sessions")
@MainActor
struct RunnerSessionTests {
  let runner = FakeVariants.runner([FakeVariants.scenes(.callback), FakeVariants.scenes(.bond)])

  @Test func performsLinesAndShowsTheScreen() throws {
    let session = try ScenarioSession(feature: .counter, variant: .bond, runner: runner)
    #expect(session.records.map(\.source) == ["load"])
    #expect(session.snapshot.lines.contains("label valueLabel text=\"0\""))
    let record = try session.perform(line: "tap incrementButton x2   # twice")
    #expect(record.index == 1)
    #expect(record.line == 1)
    #expect(record.source == "tap incrementButton x2")
    #expect(record.renders == 2)
    #expect(session.snapshot.lines.contains("label valueLabel text=\"2\""))
    let blank = try session.perform(line: "   ")
    #expect(blank == record)
    _ = try session.perform(line: "location settings authorizedAlways")
    _ = try session.perform(line: "location fixes 1 2; 3 4")
    #expect(session.snapshot.lines.contains { $0.hasPrefix("label fixLabel text=\"1.0,2.0") })
    #expect(session.records.count == 4)
  }

  @Test func malformedLinesAndUnknownNamesAreScenarioErrorsWithColumns() throws {
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 1, column: 5,
        message:
          "unknown widget `incrementButon` on the counter screen; did you mean `incrementButton`?")
    ) {
      _ = try session.perform(line: "tap incrementButon")
    }
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 2, column: 1,
        message:
          "expected a step (tap, type, clear, select, alert, back, advance, restart, teardown, app, "
          + "location, http, work, store, expect, declare, launch), found `tpa`; did you mean `tap`?")
    ) {
      _ = try session.perform(line: "tpa incrementButton")
    }
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 3, column: 19,
        message: "unknown property `txt` of label `valueLabel`; did you mean `text`?")
    ) {
      _ = try session.perform(line: "expect valueLabel.txt == \"0\"")
    }
    #expect(session.records.count == 1)
  }

  @Test func widgetsOfAPushedScreenAreCheckedAgainstThatScreen() throws {
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    _ = try session.perform(line: "tap pushButton")
    _ = try session.perform(line: "expect detailLabel.text == \"detail\"")
    #expect(throws: ScenarioError.self) {
      _ = try session.perform(line: "tap incrementButton")
    }
    _ = try session.perform(line: "back")
    _ = try session.perform(line: "tap incrementButton")
  }

  @Test func failedExpectationsAndStepErrorsAreThrownAfterTheStep() throws {
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    #expect(
      throws: ExpectationFailure(
        step: 1, line: 1, source: "expect valueLabel.text == \"5\"", expected: "\"5\"",
        actual: "\"0\"")
    ) {
      _ = try session.perform(line: "expect valueLabel.text == \"5\"")
    }
    #expect(throws: StepError(step: 2, line: 2, message: "expected an alert on screen, found none"))
    {
      _ = try session.perform(line: "alert confirm")
    }
    #expect(session.records.count == 2)
  }

  @Test func teardownThenOnlyLeakChecks() throws {
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 1, column: 1,
        message: "expected a `teardown` step before `expect no leaks`")
    ) {
      _ = try session.perform(line: "expect no leaks")
    }
    _ = try session.perform(line: "teardown")
    #expect(session.snapshot.lines == ["no screen"])
    _ = try session.perform(line: "expect no leaks")
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 4, column: 1,
        message: "expected only `expect no leaks` after `teardown` (line 2)")
    ) {
      _ = try session.perform(line: "tap incrementButton")
    }
    let report = session.tearDown()
    #expect(report.leakedComponents.isEmpty)
    #expect(report.liveSubscriptions == 0)
  }

  @Test func tearDownReportsLeaks() throws {
    var quirks = FakeQuirks()
    quirks.leaksModel = true
    let runner = FakeVariants.runner([FakeVariants.scenes(.kvo, quirks)])
    let session = try ScenarioSession(feature: .counter, variant: .kvo, runner: runner)
    _ = try session.perform(line: "tap incrementButton")
    let report = session.tearDown()
    #expect(report.leakedComponents == ["FakeModel"])
    #expect(session.tearDown().leakedComponents == ["FakeModel"])
    #expect(throws: ScenarioError.self) { _ = try session.perform(line: "tap incrementButton") }
  }

  @Test func launchOptionsReachTheScreen() throws {
    let session = try ScenarioSession(
      feature: .counter, variant: .callback, runner: runner,
      launchOptions: LaunchOptions([LaunchOptions.initialCountKey: "41"]))
    #expect(session.variant == .callback)
    #expect(session.feature == .counter)
    #expect(session.snapshot.lines.contains("label valueLabel text=\"41\""))
  }

  @Test func aVariantWithoutTheFeatureCannotBePlayed() {
    #expect(
      throws: ScenarioError(
        file: "stdin", line: 0, column: 0,
        message: "expected a variant that implements route-recorder (), found `callback`")
    ) {
      _ = try ScenarioSession(feature: .routeRecorder, variant: .callback, runner: runner)
    }
  }
}
