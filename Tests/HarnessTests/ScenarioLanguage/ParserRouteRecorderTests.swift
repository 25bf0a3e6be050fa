import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// Parses `text` as a route-recorder scenario and returns its actions.
private func actions(_ text: String) throws -> [StepAction] {
  try ScenarioLoader.parse(
    text, path: "Scenarios/route-recorder/sample.scenario", feature: .routeRecorder
  ).steps.map(\.action)
}

@Suite("Scenario parser: GPX replay, the phone's disk and stored data")
struct ParserRouteRecorderTests {
  @Test func gpxReplayTakesAnIntervalAndABatchSizeInAnyOrder() throws {
    let parsed = try actions(
      """
      location gpx "short-walk.gpx"
      location gpx "long-walk.gpx" interval 2s batch 5
      location gpx  "noisy walk.gpx"  batch 100000 interval 250ms   # spaces in the name
      location gpx "short-walk.gpx" interval 0ms
      """)
    #expect(
      parsed == [
        .location(.gpx(GPXReplayStep(file: NameRef("short-walk.gpx", column: 14)))),
        .location(
          .gpx(
            GPXReplayStep(
              file: NameRef("long-walk.gpx", column: 14), interval: .seconds(2), batchSize: 5))),
        .location(
          .gpx(
            GPXReplayStep(
              file: NameRef("noisy walk.gpx", column: 15), interval: .milliseconds(250),
              batchSize: 100_000))),
        .location(
          .gpx(GPXReplayStep(file: NameRef("short-walk.gpx", column: 14), interval: .zero))),
      ])
  }

  @Test func storeStepsAreHarnessActionsNotInputs() throws {
    let scenario = try ScenarioLoader.parse(
      "store corrupt\nstore readonly\nstore export \"route-1.gpx\" taken\nrestart",
      path: "s.scenario", feature: .routeRecorder)
    #expect(
      scenario.steps.map(\.action) == [
        .store(.corrupt), .store(.readOnly), .store(.exportTaken(file: "route-1.gpx")), .restart,
      ])
    #expect(scenario.steps.map(\.isInput) == [false, false, false, false])
  }

  @Test func storedDataExpectations() throws {
    let parsed = try actions(
      """
      expect store routes == 2
      expect store routes >= 0
      expect store route "Walk to \\"the\\" 🏯" points == 20
      expect store route "Walk" points != 3
      expect store route "Gone" absent
      expect store integrity ok
      expect export "route-1.gpx" points == 20
      expect export "route 2.gpx" points < 10
      """)
    #expect(
      parsed == [
        .expect(.store(.routeCount(Comparison(.equal, .bare("2"))))),
        .expect(.store(.routeCount(Comparison(.greaterOrEqual, .bare("0"))))),
        .expect(
          .store(.routePoints(title: "Walk to \"the\" 🏯", Comparison(.equal, .bare("20"))))),
        .expect(.store(.routePoints(title: "Walk", Comparison(.notEqual, .bare("3"))))),
        .expect(.store(.routeAbsent(title: "Gone"))),
        .expect(.store(.integrityOK)),
        .expect(.exportPoints(file: "route-1.gpx", Comparison(.equal, .bare("20")))),
        .expect(.exportPoints(file: "route 2.gpx", Comparison(.less, .bare("10")))),
      ])
  }

  @Test func interactiveLinesAcceptTheNewSteps() throws {
    let step = try ScenarioParser.parseLine(
      "expect store route \"Walk\" absent", line: 2, path: "stdin")
    #expect(step?.action == .expect(.store(.routeAbsent(title: "Walk"))))
    #expect(
      try ScenarioParser.parseLine("store readonly", line: 3, path: "stdin")?.action
        == .store(.readOnly))
  }

  @Test(arguments: ParserRouteRecorderTests.errors)
  func malformedStepsFailWithPosition(_ example: ParserErrorCase) {
    #expect {
      _ = try ScenarioLoader.parse(example.text, path: badScenario, feature: .counter)
    } throws: { error in
      error is ScenarioError && "\(error)" == example.error
    }
  }

  static let errors: [ParserErrorCase] = [
    .init("location gpx", "\(badScenario):1:13: expected the GPX file name, in double quotes"),
    .init(
      "location gpx \"a.gpx\" every 2s",
      "\(badScenario):1:22: expected a replay option (interval, batch) or the end of the line, "
        + "found `every`"),
    .init(
      "location gpx \"a.gpx\" intervall 2s",
      "\(badScenario):1:22: expected a replay option (interval, batch) or the end of the line, "
        + "found `intervall`; did you mean `interval`?"),
    .init(
      "location gpx \"a.gpx\" interval",
      "\(badScenario):1:30: expected a duration such as `1s` or `250ms` after `interval`"),
    .init(
      "location gpx \"a.gpx\" interval soon",
      "\(badScenario):1:31: expected a duration such as `1s` or `250ms` after `interval`, "
        + "found `soon`"),
    .init(
      "location gpx \"a.gpx\" batch 0",
      "\(badScenario):1:28: expected a batch size from 1 to 100000 after `batch`, found `0`"),
    .init(
      "location gpx \"a.gpx\" batch 100001",
      "\(badScenario):1:28: expected a batch size from 1 to 100000 after `batch`, found `100001`"),
    .init(
      "location gpx \"a.gpx\" batch 2 batch 3",
      "\(badScenario):1:30: expected each replay option once, found `batch` again"),
    .init(
      "store",
      "\(badScenario):1:6: expected `corrupt`, `readonly` or `export \"<file>\" taken` after `store`"),
    .init(
      "store corupt",
      "\(badScenario):1:7: expected `corrupt`, `readonly` or `export \"<file>\" taken` after "
        + "`store`, found `corupt`; did you mean `corrupt`?"),
    .init(
      "store export \"../route-1.gpx\" taken",
      "\(badScenario):1:14: expected a plain file name (no folder), found `../route-1.gpx`"),
    .init(
      "store export \"route-1.gpx\"",
      "\(badScenario):1:27: expected `taken` after the file's name"),
    .init("store corrupt now", "\(badScenario):1:15: expected end of line, found `now`"),
    .init(
      "expect stor routes == 1",
      "\(badScenario):1:8: expected what to expect: `<widget>.<property>`, `alert`, `no`, "
        + "`snapshot`, `location`, `http`, `store` or `export`, found `stor`; did you mean `store`?"),
    .init(
      "expect store",
      "\(badScenario):1:13: expected `routes`, `route \"<title>\"` or `integrity` after "
        + "`expect store`"),
    .init(
      "expect store routs == 1",
      "\(badScenario):1:14: expected `routes`, `route \"<title>\"` or `integrity` after "
        + "`expect store`, found `routs`; did you mean `routes`?"),
    .init(
      "expect store routes",
      "\(badScenario):1:20: expected a comparison (`==`, `!=`, `<`, `<=`, `>`, `>=`)"),
    .init(
      "expect store routes == two",
      "\(badScenario):1:24: expected a whole number after `==`, found `two`"),
    .init(
      "expect store routes >= -1",
      "\(badScenario):1:24: expected a whole number after `>=`, found `-1`"),
    .init(
      "expect store routes == \"2\"",
      "\(badScenario):1:24: expected a whole number after `==`, found `\"2\"`"),
    .init(
      "expect store route Walk points == 1",
      "\(badScenario):1:20: expected the route's title, in double quotes, found `Walk`"),
    .init(
      "expect store route \"Walk\"",
      "\(badScenario):1:26: expected `points <op> <n>`, `point <n> <field> <op> <value>` or `absent` after the title"),
    .init(
      "expect store route \"Walk\" pionts == 1",
      "\(badScenario):1:27: expected `points <op> <n>`, `point <n> <field> <op> <value>` or `absent` after the title, "
        + "found `pionts`"),
    .init(
      "expect store route \"Walk\" absent now",
      "\(badScenario):1:34: expected end of line, found `now`"),
    .init(
      "expect store integrity",
      "\(badScenario):1:23: expected `ok` after `expect store integrity`"),
    .init(
      "expect store integrity good",
      "\(badScenario):1:24: expected `ok` after `expect store integrity`, found `good`"),
    .init(
      "expect export route-1.gpx points == 1",
      "\(badScenario):1:15: expected the exported file's name, in double quotes, "
        + "found `route-1.gpx`"),
    .init(
      "expect export \"route-1.gpx\" == 3",
      "\(badScenario):1:29: expected `points` after the file name, found `==`"),
    .init(
      "expect export \"route-1.gpx\" points == 2.5",
      "\(badScenario):1:39: expected a whole number after `==`, found `2.5`"),
  ]
}
