import Engine
import Experiments
import SceneContract
import Testing

@testable import Reports

@Suite("Experiment verdicts, from the patched package's report")
struct ExperimentEvaluationTests {
  static let metadata = RunMetadata(
    date: "2026-01-01T00:00:00Z", buildConfiguration: "release", machineCores: 2, warmup: 0,
    iterations: 1, command: "workbench run --quick")

  static func result(
    _ name: String, divergence: Bool = false, leaked: [String] = [], subscriptions: Int = 0
  ) -> ScenarioResult {
    ScenarioResult(
      scenario: name, behavior: divergence ? .fail : .pass,
      firstDivergence: divergence
        ? DivergenceReport(
          step: 1, line: 4, source: "tap countUpButton", expected: "a", actual: "b",
          diff: "-a\n+b")
        : nil,
      expectationFailures: [], error: nil,
      leaks: LeakFindings(components: leaked, liveSubscriptions: subscriptions), timing: nil,
      renders: RenderCount(total: 1, inputs: 1, perInput: 1))
  }

  static func variant(_ id: VariantID, _ results: [ScenarioResult]) -> VariantReport {
    VariantReport(
      variant: id, codeSize: CodeSize(linesOfCode: 1, files: 1, types: 1),
      scenariosPassed: results.filter { $0.behavior == .pass && !$0.leaks.leaked }.count,
      scenariosTotal: results.count, leaks: results.contains { $0.leaks.leaked },
      medianNsPerScenario: nil, summaryRatio: nil, scenarios: results)
  }

  static func report(_ variants: [VariantReport]) -> WorkbenchReport {
    WorkbenchReport(
      run: metadata,
      features: [FeatureReport(feature: .counter, scenarios: [], variants: variants)])
  }

  static func experiment(_ kind: ExperimentKind, styles: [VariantID]) -> Experiment {
    Experiment(
      name: "trial", kind: kind, feature: .counter, title: "Trial", summary: "S.",
      expected: kind == .pitfall ? .caught : nil, folder: "Scenarios/counter/pitfalls/trial",
      stylePatches: styles.map { StylePatch(style: $0, path: "\($0.rawValue).patch") })
  }

  @Test("A pitfall is caught by the first finding of each check, screen first")
  func caught() {
    let report = Self.report([
      Self.variant("callback", [Self.result("count-up")]),
      Self.variant(
        "rx-mvvm",
        [
          Self.result("count-up", divergence: true),
          Self.result("teardown", leaked: ["CounterViewModel"], subscriptions: 3),
          Self.result("reset", leaked: ["CounterViewController"]),
        ]),
    ])
    let experiment = Self.experiment(.pitfall, styles: ["rx-mvvm"])
    let outcomes = ExperimentEvaluation.outcomes(of: experiment, in: report)
    #expect(outcomes.count == 1)
    let outcome = outcomes[0]
    #expect(outcome.verdict == .caught)
    #expect(outcome.scenariosFailed == 3)
    #expect(outcome.evidence.map(\.check) == [.screen, .leakedObjects, .liveSubscriptions])
    #expect(
      outcome.evidence[0].summary == "screen differs at counter/count-up.scenario:4: `tap countUpButton`")
    #expect(outcome.evidence[0].detail == "-a\n+b")
    #expect(outcome.evidence[1].summary.hasSuffix("still alive after teardown: CounterViewModel"))
    #expect(ExperimentEvaluation.othersPassed(experiment, in: report))
  }

  @Test("A pitfall every scenario passes is not caught; a change that passes has passed")
  func notCaught() {
    let report = Self.report([Self.variant("rx-mvvm", [Self.result("count-up")])])
    let pitfall = ExperimentEvaluation.outcomes(
      of: Self.experiment(.pitfall, styles: ["rx-mvvm"]), in: report)
    #expect(pitfall.map(\.verdict) == [.notCaught])
    let change = ExperimentEvaluation.outcomes(
      of: Self.experiment(.change, styles: ["rx-mvvm"]), in: report)
    #expect(change.map(\.verdict) == [.passed])
  }

  @Test("A style missing from the report is never judged a pass")
  func missingStyle() {
    let report = Self.report([])
    let outcomes = ExperimentEvaluation.outcomes(
      of: Self.experiment(.change, styles: ["kvo"]), in: report)
    #expect(outcomes.map(\.verdict) == [.failed])
  }

  @Test("A build failure names the style's own compiler error")
  func buildFailure() {
    let output = """
      [2/9] Compiling KVOVariant
      /tmp/p/Sources/Variants/KVO/Counter/CounterModel.swift:9:1: error: expected '}'
      [3/9] Compiling RxMVVMVariant
      /tmp/p/Sources/Variants/RxMVVM/Counter/CounterViewModel.swift:4:3: error: cannot find 'x'
      """
    let outcomes = ExperimentEvaluation.buildFailed(
      Self.experiment(.pitfall, styles: ["rx-mvvm"]), compilerOutput: output,
      folders: ["rx-mvvm": "RxMVVM"])
    #expect(outcomes[0].verdict == .buildFailed)
    #expect(outcomes[0].evidence[0].summary.contains("error: cannot find 'x'"))
  }

  @Test("As expected: every patched style caught, the others passing")
  func asExpected() {
    let caught = StyleOutcome(
      style: "kvo", verdict: .caught, scenariosFailed: 1, scenariosTotal: 2, evidence: [])
    var result = ExperimentResult(
      name: "t", feature: .counter, kind: .pitfall, expected: .caught, outcomes: [caught],
      othersPassed: true,
      timing: ExperimentTiming(prepareSeconds: 0, buildSeconds: 0, runSeconds: 0),
      ranAt: "2026-01-01T00:00:00Z")
    #expect(result.asExpected)
    result.expected = .notCaught
    #expect(!result.asExpected)
    result.expected = .caught
    result.othersPassed = false
    #expect(!result.asExpected)
  }
}

extension ExperimentEvaluationTests {
  @Test("Within a scenario the earliest finding comes first; a load is named as such")
  func earliestFirst() {
    var result = Self.result("count-up")
    result.behavior = .fail
    result.firstDivergence = DivergenceReport(
      step: 0, line: 0, source: "load", expected: "a", actual: "b", diff: "-a\n+b")
    result.expectationFailures = [
      DivergenceReport(
        step: 2, line: 6, source: "expect countLabel.text == \"1\"", expected: "\"1\"",
        actual: "\"\"", diff: "")
    ]
    let evidence = ExperimentEvaluation.evidence(in: result, feature: .counter)
    #expect(evidence.map(\.check) == [.screen, .expectation])
    #expect(evidence[0].summary == "screen differs at counter/count-up.scenario, on load")
  }
}
