import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Runner: user steps")
@MainActor
struct RunnerStepTests {
  @Test func loadIsStepZeroAndEveryStepIsRecorded() throws {
    let run = try FakeVariants.run(
      """
      tap incrementButton
      expect valueLabel.text == "1"
      tap incrementButton x3
      """)
    #expect(run.error == nil)
    #expect(run.steps.map(\.index) == [0, 1, 2, 3])
    #expect(run.steps.map(\.line) == [0, 1, 2, 3])
    #expect(
      run.steps.map(\.source) == [
        "load", "tap incrementButton", "expect valueLabel.text == \"1\"", "tap incrementButton x3",
      ])
    #expect(run.steps.map(\.isInput) == [false, true, false, true])
    #expect(run.line("valueLabel", after: 0) == "label valueLabel text=\"0\"")
    #expect(run.line("valueLabel", after: 1) == "label valueLabel text=\"1\"")
    #expect(run.line("valueLabel", after: 3) == "label valueLabel text=\"4\"")
    #expect(run.steps.map(\.renders) == [5, 1, 0, 3])
    #expect(run.totalNs == run.steps.reduce(0) { $0 + $1.durationNs })
  }

  @Test func failedExpectationsAreRecordedAndTheRunGoesOn() throws {
    let run = try FakeVariants.run(
      """
      tap incrementButton
      expect valueLabel.text == "2"
      expect valueLabel.renders <= 2
      expect valueLabel.renders > 2
      tap incrementButton
      expect valueLabel.text != "2"
      """)
    #expect(run.error == nil)
    #expect(run.steps.count == 7)
    #expect(
      run.expectationFailures == [
        ExpectationFailure(
          step: 2, line: 2, source: "expect valueLabel.text == \"2\"", expected: "\"2\"",
          actual: "\"1\""),
        ExpectationFailure(
          step: 4, line: 4, source: "expect valueLabel.renders > 2", expected: "> 2", actual: "2"),
        ExpectationFailure(
          step: 6, line: 6, source: "expect valueLabel.text != \"2\"", expected: "!= \"2\"",
          actual: "\"2\""),
      ])
  }

  @Test func disabledButtonsIgnoreTaps() throws {
    let run = try FakeVariants.run("tap disabledButton x5\nexpect valueLabel.text == \"0\"")
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
    #expect(run.steps[1].renders == 0)
  }

  @Test func typeAndClearSendOneEditEach() throws {
    let run = try FakeVariants.run(
      """
      type nameField "Walk \\"to\\" 🏯"
      expect nameField.text == "Walk \\"to\\" 🏯"
      expect nameLabel.text == "Walk \\"to\\" 🏯 (1)"
      clear nameField
      expect nameField.text == ""
      expect nameLabel.text == " (2)"
      """)
    #expect(run.expectationFailures.isEmpty)
    #expect(
      run.line("nameField", after: 1)
        == #"textField nameField text="Walk \"to\" 🏯" enabled=true"#)
  }

  @Test func selectSegmentsTabsRowsAndMarkers() throws {
    let run = try FakeVariants.run(
      """
      select modeControl "two"
      expect eventLabel.text == "mode two"
      expect modeControl.selected == "two"
      select tabBar "stop"
      expect eventLabel.text == "tab stop"
      select table row 2
      expect eventLabel.text == "row 2"
      expect table.selected == 2
      select map marker "shop1"
      expect eventLabel.text == "marker shop1"
      expect map.selected == "shop1"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
  }

  @Test func selectingWhatIsNotThereIsAStepError() throws {
    let row = try FakeVariants.run("select table row 3\ntap incrementButton")
    #expect(
      row.error
        == StepError(
          step: 1, line: 1, message: "expected a row of table `table` (it has 3), found row 3"))
    #expect(row.steps.count == 1)
    let marker = try FakeVariants.run("select map marker \"shop2\"")
    #expect(
      marker.error?.message
        == "expected a marker of map `map`, found no marker \"shop2\"; did you mean `shop1`?")
  }

  @Test func alertsAreConfirmedCancelledOrTappedByTitle() throws {
    let run = try FakeVariants.run(
      """
      expect no alert
      tap askButton
      expect alert title == "Confirm"
      expect alert message == "Proceed?"
      alert confirm
      expect no alert
      expect eventLabel.text == "confirmed"
      tap askButton
      alert cancel
      expect eventLabel.text == "cancelled"
      tap askButton
      alert tap "OK"
      expect eventLabel.text == "confirmed"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
    #expect(
      run.steps[2].snapshot.lines.last
        == #"alert title="Confirm" message="Proceed?" actions=[OK, Cancel]"#)
  }

  @Test func alertExpectationsReportWhatIsOnScreen() throws {
    let run = try FakeVariants.run(
      """
      expect alert title == "Confirm"
      tap askButton
      expect no alert
      expect alert message == "Go?"
      """)
    #expect(
      run.expectationFailures.map(\.actual) == [
        "no alert", #"alert title="Confirm" message="Proceed?" actions=[OK, Cancel]"#,
        "\"Proceed?\"",
      ])
  }

  @Test func alertStepsWithoutAMatchingButtonAreStepErrors() throws {
    let none = try FakeVariants.run("alert confirm")
    #expect(none.error?.message == "expected an alert on screen, found none")
    let title = try FakeVariants.run("tap askButton\nalert tap \"Ok\"")
    #expect(
      title.error?.message
        == "expected a button of the alert (OK, Cancel), found \"Ok\"; did you mean `OK`?")
  }

  @Test func backPopsTheNavigationStack() throws {
    let run = try FakeVariants.run(
      """
      declare widgets detailLabel
      tap pushButton
      expect detailLabel.text == "detail"
      back
      expect valueLabel.text == "0"
      back
      """)
    #expect(run.expectationFailures.isEmpty)
    #expect(
      run.steps[1].snapshot.lines == ["view detailScreen", "label detailLabel text=\"detail\""])
    #expect(
      run.error
        == StepError(
          step: 5, line: 6, message: "expected a screen to go back from, found the first screen"))
  }

  @Test func widgetsMissingAtRunTimeAreStepErrorsWithASuggestion() throws {
    let run = try FakeVariants.run(
      """
      declare widgets detailLabel detailLabl
      expect detailLabel.text == "detail"
      """)
    #expect(run.error?.step == 1)
    #expect(run.error?.line == 2)
    #expect(
      run.error?.message.hasPrefix(
        "unknown widget `detailLabel` on screen; its widgets are `fakeScreen`") == true)
    let typo = try FakeVariants.run(
      """
      declare widgets detailLabl
      tap pushButton
      expect detailLabl.text == "detail"
      """)
    #expect(
      typo.error?.message == "unknown widget `detailLabl` on screen; did you mean `detailLabel`?")
    let property = try FakeVariants.run(
      """
      declare widgets detailLabel
      tap pushButton
      expect detailLabel.txt == "detail"
      """)
    #expect(
      property.error?.message
        == "unknown property `txt` of label `detailLabel`; did you mean `text`?")
  }

  @Test func valuesCompareAsNumbersOrText() {
    #expect(Comparison(.equal, .bare("10")).holds(for: "10"))
    #expect(Comparison(.equal, .bare("10")).holds(for: "\"10\""))
    #expect(Comparison(.equal, .bare("16")).holds(for: "16.0"))
    #expect(Comparison(.less, .bare("9223372036854775807")).holds(for: "9223372036854775806"))
    #expect(!Comparison(.equal, .bare("9223372036854775807")).holds(for: "9223372036854775806"))
    #expect(Comparison(.greaterOrEqual, .bare("-3")).holds(for: "-3"))
    #expect(!Comparison(.lessOrEqual, .bare("3")).holds(for: "none"))
    #expect(Comparison(.equal, .bare("none")).holds(for: "none"))
    #expect(Comparison(.notEqual, .bare("true")).holds(for: "false"))
    #expect(Comparison(.equal, .text("a \"b\"\n")).holds(for: #""a \"b\"\n""#))
    #expect(!Comparison(.equal, .text("10")).holds(for: "10.0"))
    #expect(unquoted("plain") == nil)
    #expect(unquoted(#""broken\""#) == nil)
  }
}
