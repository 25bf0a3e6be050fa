import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// A malformed scenario and the exact error it must produce.
struct ParserErrorCase: Sendable, CustomTestStringConvertible {
  let text: String
  let error: String

  init(_ text: String, _ error: String) {
    self.text = text
    self.error = error
  }

  var testDescription: String { error }
}

let badScenario = "Scenarios/counter/bad.scenario"

@Suite("Scenario parser: every error path")
struct ParserErrorTests {
  static let lexical: [ParserErrorCase] = [
    .init(
      #"type titleField "unterminated"#,
      "\(badScenario):1:17: expected a closing `\"` for the string that starts here"),
    .init(
      #"type titleField "ends in a backslash\"#,
      "\(badScenario):1:17: expected a closing `\"` for the string that starts here"),
    .init(
      #"type titleField "bad \q escape""#,
      "\(badScenario):1:22: expected an escape `\\\"`, `\\\\`, `\\n`, `\\r` or `\\t`, found `\\q`"),
    .init("expect countLabel.text = \"1\"", "\(badScenario):1:24: expected `==`, found `=`"),
    .init("expect countLabel.text ! \"1\"", "\(badScenario):1:24: expected `!=`, found `!`"),
  ]

  static let steps: [ParserErrorCase] = [
    .init(
      "tpa countUpButton",
      "\(badScenario):1:1: expected a step (tap, type, clear, select, alert, back, advance, restart, "
        + "teardown, app, location, http, work, store, expect, declare, launch), found `tpa`; "
        + "did you mean `tap`?"),
    .init(
      "\"tap\"",
      "\(badScenario):1:1: expected a step (tap, type, clear, select, alert, back, advance, restart, "
        + "teardown, app, location, http, work, store, expect, declare, launch), found `\"tap\"`"),
    .init("tap", "\(badScenario):1:4: expected a widget identifier after `tap`"),
    .init(
      "tap \"countUpButton\"",
      "\(badScenario):1:5: expected a widget identifier after `tap`, found `\"countUpButton\"`"),
    .init(
      "tap countUpButton x0",
      "\(badScenario):1:19: expected a repeat count from `x1` to `x100000`, found `x0`"),
    .init(
      "tap countUpButton x100001",
      "\(badScenario):1:19: expected a repeat count from `x1` to `x100000`, found `x100001`"),
    .init("tap countUpButton twice", "\(badScenario):1:19: expected end of line, found `twice`"),
    .init("type titleField", "\(badScenario):1:16: expected the text to type, in double quotes"),
    .init(
      "type titleField walk",
      "\(badScenario):1:17: expected the text to type, in double quotes, found `walk`"),
    .init("clear", "\(badScenario):1:6: expected a widget identifier after `clear`"),
    .init(
      "select accuracyControl",
      "\(badScenario):1:23: expected `\"<title>\"`, `row <n>` or `marker \"<id>\"` after the widget"
    ),
    .init(
      "select accuracyControl best",
      "\(badScenario):1:24: expected `\"<title>\"`, `row <n>` or `marker \"<id>\"` after the widget, "
        + "found `best`"),
    .init(
      "select historyTable row -1", "\(badScenario):1:25: expected a row number from 0, found `-1`"),
    .init(
      "select map marker J001",
      "\(badScenario):1:19: expected the marker's annotation id, in double quotes, found `J001`"),
    .init(
      "alert", "\(badScenario):1:6: expected `tap \"<title>\"`, `confirm` or `cancel` after `alert`"
    ),
    .init(
      "alert confrim",
      "\(badScenario):1:7: expected `tap \"<title>\"`, `confirm` or `cancel` after `alert`, found "
        + "`confrim`; did you mean `confirm`?"),
    .init(
      "alert tap OK",
      "\(badScenario):1:11: expected the button's title, in double quotes, found `OK`"),
    .init("back now", "\(badScenario):1:6: expected end of line, found `now`"),
    .init(
      "advance", "\(badScenario):1:8: expected a duration such as `500ms` or `2s` after `advance`"),
    .init(
      "advance 500",
      "\(badScenario):1:9: expected a duration such as `500ms` or `2s` after `advance`, found `500`"
    ),
    .init(
      "advance 0.0001s",
      "\(badScenario):1:9: expected a duration such as `500ms` or `2s` after `advance`, found `0.0001s`"
    ),
    .init("restart 2", "\(badScenario):1:9: expected end of line, found `2`"),
    .init("declare", "\(badScenario):1:8: expected `widgets` after `declare`"),
    .init(
      "declare widgets", "\(badScenario):1:16: expected a widget identifier after `declare widgets`"
    ),
    .init("launch", "\(badScenario):1:7: expected a launch option name after `launch`"),
    .init(
      "launch initialCount",
      "\(badScenario):1:20: expected the launch option's value (a word or a quoted string)"),
  ]

  static let wholeFile: [ParserErrorCase] = [
    .init("", "\(badScenario):1:1: expected at least one step"),
    .init("# only a comment\n\n", "\(badScenario):1:1: expected at least one step"),
    .init(
      "tap countUpButton\n  tap countUpButton",
      "\(badScenario):2:3: expected a step at the start of the line; indentation only continues the "
        + "block of `location fixes` or `expect snapshot`"),
    .init(
      "tap countUpButton\nexpect no leaks",
      "\(badScenario):2:1: expected a `teardown` step before `expect no leaks`"),
    .init(
      "teardown\nexpect no leaks\ntap countUpButton",
      "\(badScenario):3:1: expected only `expect no leaks` after `teardown` (line 1)"),
    .init(
      "teardown\nrestart",
      "\(badScenario):2:1: expected only `expect no leaks` after `teardown` (line 1)"),
    .init(
      "tap countUpButton\nlaunch initialCount 5",
      "\(badScenario):2:1: expected `launch` before the first step (line 1)"),
    .init(
      "tap countUpButton\ndeclare widgets a",
      "\(badScenario):2:1: expected `declare widgets` before the first step (line 1)"),
    .init(
      "launch initalCount 5\ntap countUpButton",
      "\(badScenario):1:8: expected a launch option of the counter screen (initialCount), found "
        + "`initalCount`; did you mean `initialCount`?"),
    .init(
      "launch initialCount 9223372036854775808\ntap countUpButton",
      "\(badScenario):1:21: expected an integer from -9223372036854775808 to 9223372036854775807 for "
        + "`initialCount`, found `9223372036854775808`"),
    .init(
      "launch initialCount 1\nlaunch initialCount 2\ntap countUpButton",
      "\(badScenario):2:8: expected each launch option once, found `initialCount` again"),
  ]

  @Test(
    arguments: lexical + steps + wholeFile + ParserEnvironmentErrorTests.environment
      + ParserEnvironmentErrorTests.expectations)
  func malformedScenarioFailsWithPosition(_ example: ParserErrorCase) {
    do {
      _ = try ScenarioLoader.parse(example.text, path: badScenario, feature: .counter)
      Issue.record("parsed without an error")
    } catch {
      #expect(error is ScenarioError)
      #expect("\(error)" == example.error)
    }
  }

  @Test func featuresWithoutLaunchOptionsRejectThem() {
    #expect {
      _ = try ScenarioLoader.parse(
        "launch initialCount 1\ntap startButton", path: "r.scenario", feature: .routeRecorder)
    } throws: { error in
      "\(error)"
        == "r.scenario:1:8: expected no launch options: the route-recorder screen reads none"
    }
  }

  @Test func interactiveLinesRefuseBlocksAndHeaders() {
    let cases = [
      ("location fixes", "stdin:4:15: expected fixes on the same line, separated by `;`"),
      (
        "expect snapshot",
        "stdin:4:1: expected a step; `expect snapshot` needs a block, in a scenario file"
      ),
      (
        "launch initialCount 3",
        "stdin:4:1: expected a step; `launch` belongs at the top of a scenario file"
      ),
      (
        "declare widgets a",
        "stdin:4:1: expected a step; `declare` belongs at the top of a scenario file"
      ),
      ("tap \"x", "stdin:4:5: expected a closing `\"` for the string that starts here"),
    ]
    for (line, message) in cases {
      #expect(
        performing: { _ = try ScenarioParser.parseLine(line, line: 4, path: "stdin") },
        throws: { error in
          "\(error)" == message
        })
    }
  }
}
