import StyleNames
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// A feature outcome with three variants: callback and delegate pass, kvo diverges at step 1.
enum ReportFakeOutcome {
  static let divergence = Divergence(
    step: 1, line: 4, source: "tap button1", expected: "label countLabel text=\"1\"",
    actual: "label countLabel text=\"2\"",
    diff: """
      --- reference
      +++ kvo
      @@ step 2 @@
      -label countLabel text="1"
      +label countLabel text="2"
      """)

  static func cost(_ values: [UInt64]) -> ScenarioCost {
    let steps = [
      StepCost(
        index: 0, line: 3, source: "tap button0",
        statistics: SampleStatistics(nanoseconds: values.map { $0 / 2 })!)
    ]
    return ScenarioCost(
      statistics: SampleStatistics(nanoseconds: values), acceptedRuns: values.count,
      rejectedRuns: 0, steps: steps)
  }

  static var outcome: FeatureOutcome {
    let run = CostFakeRuns.run(.callback)
    let leakyRun = ScenarioRun(
      scenario: "count-up", feature: .counter, variant: .delegate, steps: run.steps,
      expectationFailures: [], error: nil, leakedComponents: ["CounterPresenter"],
      liveSubscriptionsAfterTeardown: 2, totalNs: 1)
    let verdicts = [
      BehaviorVerdict(variant: .callback, behavior: .pass, divergence: nil, run: run),
      BehaviorVerdict(variant: .delegate, behavior: .pass, divergence: nil, run: leakyRun),
      BehaviorVerdict(
        variant: .kvo, behavior: .fail, divergence: divergence,
        run: CostFakeRuns.run(.kvo, snapshots: ["a", "c"])),
    ]
    let scenario = ScenarioOutcome(
      info: ScenarioInfo(
        name: "count-up", path: "Scenarios/counter/count-up.scenario",
        summary: "One tap | counts one.", steps: 2),
      verdicts: verdicts,
      costs: [
        .callback: cost([100, 110, 120, 130, 140, 150, 160]),
        .delegate: cost([300, 310, 320, 330, 340, 350, 360]),
      ])
    return FeatureOutcome(
      feature: .counter, variants: [.callback, .delegate, .kvo], scenarios: [scenario],
      codeSizes: [.callback: CodeSize(linesOfCode: 58, files: 3, types: 2)])
  }

  static var report: WorkbenchReport {
    WorkbenchReport(
      run: RunMetadata(
        date: "2025-01-31T09:30:00Z", buildConfiguration: "release", machineCores: 2, warmup: 1,
        iterations: 7, command: "workbench"),
      features: [FeatureReport(outcome: outcome)],
      runtimeBenchmarks: [
        RuntimeBenchmarkFigure(
          id: "a", title: "floor", unit: "event", events: 1_000_000, runs: 9,
          medianNsPerEvent: 2.2, minNsPerEvent: 2.1, maxNsPerEvent: 2.5, ratioToFloor: 1)
      ])
  }
}

@Suite("Report building")
struct ReportBuildingTests {
  @Test("each variant gets behaviour, leaks, ranked timing, renders and code size")
  func variants() throws {
    let feature = FeatureReport(outcome: ReportFakeOutcome.outcome)
    #expect(feature.variants.map(\.variant) == [.callback, .delegate, .kvo])
    let callback = feature.variants[0]
    #expect(callback.scenariosPassed == 1)
    #expect(callback.linesOfCode == 58)
    #expect(callback.summaryRatio == 1)
    #expect(callback.medianNsPerScenario == 130)
    let timing = try #require(callback.scenarios.first?.timing)
    #expect(timing.iterations == 7)
    #expect(timing.fastest)
    #expect(!timing.tied)
    #expect(timing.steps.first?.medianNs == 65)
    let delegate = feature.variants[1]
    #expect(delegate.leaks)
    #expect(delegate.scenarios.first?.leaks.components == ["CounterPresenter"])
    #expect(delegate.scenarios.first?.timing?.ratio == 330.0 / 130.0)
    let kvo = feature.variants[2]
    #expect(kvo.scenariosPassed == 0)
    #expect(kvo.scenarios.first?.timing == nil)
    #expect(kvo.scenarios.first?.firstDivergence?.line == 4)
    #expect(kvo.linesOfCode == 0)
  }

  @Test("an expectation failure with an identical trace is the first divergence")
  func expectationAsDivergence() {
    let failure = ExpectationFailure(
      step: 1, line: 5, source: "expect countLabel.text == 2", expected: "2", actual: "1")
    let verdict = BehaviorVerdict(
      variant: .bond, behavior: .fail, divergence: nil,
      run: CostFakeRuns.run(.bond, failures: [failure]))
    let result = ScenarioResult(verdict: verdict, cost: nil, rank: nil)
    #expect(result.firstDivergence?.source == "expect countLabel.text == 2")
    #expect(result.firstDivergence?.expected == "2")
    #expect(result.expectationFailures.count == 1)
  }

  @Test("a passing report passes; a failing or leaking one does not")
  func allPassed() {
    #expect(!ReportFakeOutcome.report.allPassed)
    let passing = WorkbenchReport(run: ReportFakeOutcome.report.run, features: [])
    #expect(passing.allPassed)
  }
}

@Suite("JSON report")
struct ReportJSONTests {
  @Test("round-trips through JSON unchanged")
  func roundTrip() throws {
    let report = ReportFakeOutcome.report
    let decoded = try ReportCoding.decode(try ReportCoding.encode(report))
    #expect(decoded == report)
  }

  @Test("is stable: encoding twice gives the same bytes, keys sorted")
  func stable() throws {
    let first = try ReportCoding.encode(ReportFakeOutcome.report)
    #expect(first == (try ReportCoding.encode(ReportFakeOutcome.report)))
    let text = try #require(String(data: first, encoding: .utf8))
    let features = try #require(text.range(of: "\"features\""))
    let run = try #require(text.range(of: "\"run\""))
    let version = try #require(text.range(of: "\"schemaVersion\""))
    #expect(features.lowerBound < run.lowerBound)
    #expect(run.lowerBound < version.lowerBound)
  }

  @Test("holds the documented schema fields")
  func schemaFields() throws {
    let data = try ReportCoding.encode(ReportFakeOutcome.report)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(root["schemaVersion"] as? Int == 1)
    let run = try #require(root["run"] as? [String: Any])
    #expect(
      Set(run.keys) == [
        "date", "buildConfiguration", "machineCores", "warmup", "iterations", "command",
      ])
    let feature = try #require((root["features"] as? [[String: Any]])?.first)
    #expect(feature["feature"] as? String == "counter")
    let variants = try #require(feature["variants"] as? [[String: Any]])
    let callback = variants[0]
    for key in [
      "variant", "linesOfCode", "files", "types", "scenariosPassed", "scenariosTotal",
      "leaks", "medianNsPerScenario", "summaryRatio", "scenarios",
    ] {
      #expect(callback[key] != nil, "missing \(key)")
    }
    let scenario = try #require((callback["scenarios"] as? [[String: Any]])?.first)
    #expect(scenario["behavior"] as? String == "pass")
    let timing = try #require(scenario["timing"] as? [String: Any])
    for key in [
      "iterations", "medianNs", "minNs", "maxNs", "p90Ns", "ciLowNs", "ciHighNs",
      "ratio", "tied", "fastest", "rejectedRuns", "steps",
    ] {
      #expect(timing[key] != nil, "missing timing.\(key)")
    }
    let renders = try #require(scenario["renders"] as? [String: Any])
    #expect(Set(renders.keys) == ["total", "inputs", "perInput"])
    let leaks = try #require(scenario["leaks"] as? [String: Any])
    #expect(leaks["leaked"] as? Bool == false)
    let failing = try #require((variants[2]["scenarios"] as? [[String: Any]])?.first)
    #expect(failing["behavior"] as? String == "fail")
    let divergence = try #require(failing["firstDivergence"] as? [String: Any])
    #expect(Set(divergence.keys) == ["step", "line", "source", "expected", "actual", "diff"])
    #expect(failing["timing"] == nil)
    let figures = try #require(root["runtimeBenchmarks"] as? [[String: Any]])
    #expect(figures.first?["ratioToFloor"] as? Double == 1)
  }

  @Test("refuses a report with another schema version")
  func otherVersion() throws {
    let data = Data(#"{"schemaVersion": 2}"#.utf8)
    #expect(throws: ReportCoding.UnsupportedSchema.self) { try ReportCoding.decode(data) }
  }
}
