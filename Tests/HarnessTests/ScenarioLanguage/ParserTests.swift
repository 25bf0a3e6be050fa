import CoreLocationLite
import Foundation
import Networking
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// Parses `text` as a counter scenario.
private func parse(_ text: String) throws -> Scenario {
  try ScenarioLoader.parse(text, path: "Scenarios/counter/sample.scenario", feature: .counter)
}

/// The actions of a one-or-more-step scenario.
private func actions(_ text: String) throws -> [StepAction] {
  try parse(text).steps.map(\.action)
}

@Suite("Scenario parser: steps")
struct ParserTests {
  @Test func namesSummaryAndPositions() throws {
    let scenario = try parse(
      """
      # Tapping +1 counts up.
      # Second sentence of the same paragraph.
      #
      # A later paragraph is not the summary.

      tap countUpButton   # a trailing comment
        # an indented comment line is ignored too
      expect countLabel.text == "1"
      """)
    #expect(scenario.name == "sample")
    #expect(scenario.feature == .counter)
    #expect(scenario.path == "Scenarios/counter/sample.scenario")
    #expect(scenario.summary == "Tapping +1 counts up. Second sentence of the same paragraph.")
    #expect(scenario.steps.map(\.line) == [6, 8])
    #expect(
      scenario.steps.map(\.source) == ["tap countUpButton", "expect countLabel.text == \"1\""])
    #expect(scenario.steps.map(\.isInput) == [true, false])
  }

  @Test func userSteps() throws {
    let parsed = try actions(
      """
      tap countUpButton
      tap countUpButton x250
      type titleField "Morning walk"
      clear titleField
      select accuracyControl "best"
      select historyTable row 2
      select map marker "J001"
      alert tap "OK"
      alert confirm
      alert cancel
      back
      """)
    #expect(
      parsed == [
        .tap(NameRef("countUpButton", column: 5), times: 1),
        .tap(NameRef("countUpButton", column: 5), times: 250),
        .type(NameRef("titleField", column: 6), text: "Morning walk"),
        .clear(NameRef("titleField", column: 7)),
        .select(NameRef("accuracyControl", column: 8), .title("best")),
        .select(NameRef("historyTable", column: 8), .row(2)),
        .select(NameRef("map", column: 8), .marker("J001")),
        .alert(.titled("OK")), .alert(.confirm), .alert(.cancel), .back,
      ])
  }

  @Test func timeAndLifecycleSteps() throws {
    let parsed = try actions(
      """
      advance 500ms
      advance 2s
      advance 1.5s
      restart
      teardown
      expect no leaks
      """)
    #expect(
      parsed == [
        .advance(.milliseconds(500)), .advance(.seconds(2)), .advance(.milliseconds(1500)),
        .restart, .teardown, .expect(.noLeaks),
      ])
  }

  @Test func stringEscapesEmojiAndLongText() throws {
    let long = String(repeating: "長", count: 1_000)
    let parsed = try actions(
      """
      type titleField "say \\"hi\\" \\\\ back\\nslash\\ttab\\r🚶‍♀️ # not a comment"
      type titleField "\(long)"
      """)
    #expect(
      parsed == [
        .type(
          NameRef("titleField", column: 6),
          text: "say \"hi\" \\ back\nslash\ttab\r🚶‍♀️ # not a comment"),
        .type(NameRef("titleField", column: 6), text: long),
      ])
  }

  @Test func locationSteps() throws {
    let at = try #require(StepParser.isoDate("2025-03-01T09:30:00Z"))
    let parsed = try actions(
      """
      location authorize authorizedAlways
      location fix 35.6812 139.7671
      location fix -33.9 18.4 accuracy -1 speed 1.4 course 270 altitude 12 at 2025-03-01T09:30:00Z
      location fixes 1 2; 3 4 accuracy 10
      location fixes
        35.0 139.0
        # a comment inside the block
        35.1 139.1 speed 2
      location error denied
      location gpx "walk.gpx"
      """)
    #expect(
      parsed == [
        .location(.authorize(.authorizedAlways)),
        .location(.deliver([FixSpec(latitude: 35.6812, longitude: 139.7671)])),
        .location(
          .deliver([
            FixSpec(
              latitude: -33.9, longitude: 18.4, accuracy: -1, speed: 1.4, course: 270, altitude: 12,
              timestamp: at)
          ])),
        .location(
          .deliver([
            FixSpec(latitude: 1, longitude: 2), FixSpec(latitude: 3, longitude: 4, accuracy: 10),
          ])),
        .location(
          .deliver([
            FixSpec(latitude: 35, longitude: 139),
            FixSpec(latitude: 35.1, longitude: 139.1, speed: 2),
          ])),
        .location(.error(.denied)),
        .location(.gpx(GPXReplayStep(file: NameRef("walk.gpx", column: 14)))),
      ])
  }

  @Test func blockStepsKeepTheHeaderLine() throws {
    let scenario = try parse(
      """
      location fixes
        35.0 139.0
        35.1 139.1
      tap countUpButton
      """)
    #expect(scenario.steps.map(\.line) == [1, 4])
    #expect(scenario.steps[0].source == "location fixes")
  }

  @Test func httpSteps() throws {
    let parsed = try actions(
      """
      http fault status 503
      http fault transport "connection reset"
      http fault timeout
      http fault malformed
      http fault delay 3s
      http latency 250ms
      expect http requests == 2
      expect http request 1 query keyword == "ramen"
      expect http request 2 query keyword absent
      """)
    #expect(
      parsed == [
        .http(.fault(.status(503))), .http(.fault(.transport("connection reset"))),
        .http(.fault(.timeout)), .http(.fault(.malformedBody)),
        .http(.fault(.delay(.seconds(3)))), .http(.latency(.milliseconds(250))),
        .expect(.httpRequestCount(Comparison(.equal, .bare("2")))),
        .expect(.httpQuery(request: 1, name: "keyword", .equals("ramen"))),
        .expect(.httpQuery(request: 2, name: "keyword", .absent)),
      ])
  }

  @Test func workSteps() throws {
    let parsed = try actions(
      """
      work latency 40ms
      work latency 2s
      """)
    #expect(parsed == [.work(.latency(.milliseconds(40))), .work(.latency(.seconds(2)))])
  }

  @Test func expectations() throws {
    let parsed = try actions(
      """
      expect countLabel.text == "0"
      expect countLabel.text != "1"
      expect countLabel.renders <= 3
      expect countLabel.renders>=1
      expect startButton.enabled == false
      expect tabBar.stop.enabled == true
      expect alert title == "Confirm"
      expect alert message != ""
      expect no alert
      expect snapshot
        screen counterScreen
          row 0 "a"
        label countLabel text="0"
      """)
    #expect(
      parsed == [
        .expect(
          .property(
            widget: NameRef("countLabel", column: 8), property: NameRef("text", column: 19),
            Comparison(.equal, .text("0")))),
        .expect(
          .property(
            widget: NameRef("countLabel", column: 8), property: NameRef("text", column: 19),
            Comparison(.notEqual, .text("1")))),
        .expect(
          .property(
            widget: NameRef("countLabel", column: 8), property: NameRef("renders", column: 19),
            Comparison(.lessOrEqual, .bare("3")))),
        .expect(
          .property(
            widget: NameRef("countLabel", column: 8), property: NameRef("renders", column: 19),
            Comparison(.greaterOrEqual, .bare("1")))),
        .expect(
          .property(
            widget: NameRef("startButton", column: 8), property: NameRef("enabled", column: 20),
            Comparison(.equal, .bare("false")))),
        .expect(
          .property(
            widget: NameRef("tabBar", column: 8), property: NameRef("stop.enabled", column: 15),
            Comparison(.equal, .bare("true")))),
        .expect(.alertTitle(Comparison(.equal, .text("Confirm")))),
        .expect(.alertMessage(Comparison(.notEqual, .text("")))),
        .expect(.noAlert),
        .expect(
          .snapshot(["screen counterScreen", "  row 0 \"a\"", "label countLabel text=\"0\""])),
      ])
  }

  @Test func headerLines() throws {
    let scenario = try parse(
      """
      # Starts near the top.
      launch initialCount 9223372036854775797
      declare widgets historyTable historyMap

      tap countUpButton
      """)
    #expect(scenario.launchOptions.initialCount == 9_223_372_036_854_775_797)
    #expect(scenario.declaredWidgets == ["historyTable", "historyMap"])
    #expect(scenario.steps.count == 1)
  }

  @Test func windowsLineEndingsAndTabs() throws {
    let scenario = try parse("tap countUpButton\r\ntap\tcountDownButton\r\n")
    #expect(
      scenario.steps.map(\.action) == [
        .tap(NameRef("countUpButton", column: 5), times: 1),
        .tap(NameRef("countDownButton", column: 5), times: 1),
      ])
  }

  @Test func interactiveLines() throws {
    let step = try ScenarioParser.parseLine(
      "  location fixes 1 2; 3 4  # batch", line: 7, path: "stdin")
    #expect(
      step
        == ScenarioStep(
          line: 7, source: "location fixes 1 2; 3 4",
          action: .location(
            .deliver([FixSpec(latitude: 1, longitude: 2), FixSpec(latitude: 3, longitude: 4)]))))
    #expect(try ScenarioParser.parseLine("   # only a comment", line: 1, path: "stdin") == nil)
    #expect(try ScenarioParser.parseLine("", line: 1, path: "stdin") == nil)
  }
}
