import StyleNames
import VariantRegistry
import Foundation
import FoundationXML
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// Reports to compare, built by editing a run's results.
enum BaselineFixture {
  static let metadata = RunMetadata(
    date: "2025-01-31T09:30:00Z", buildConfiguration: "release", machineCores: 2, warmup: 1,
    iterations: 9, command: "workbench")

  static func result(
    _ name: String, behavior: Behavior = .pass, ratio: Double? = 1, digest: String = "d1",
    leaked: [String] = []
  ) -> ScenarioResult {
    var timing: TimingReport?
    if let ratio {
      let statistics = SampleStatistics(samples: [100 * ratio])
      let cost = ScenarioCost(statistics: statistics, acceptedRuns: 1, rejectedRuns: 0, steps: [])
      if let statistics {
        timing = TimingReport(
          cost: cost, statistics: statistics,
          rank: CostRank(ratio: ratio, isFastest: ratio == 1, tied: false))
      }
    }
    let divergence =
      behavior == .pass
      ? nil
      : DivergenceReport(
        step: 2, line: 5, source: "tap countUpButton", expected: "a", actual: "b",
        diff: "--- reference\n+++ kvo\n-a\n+b")
    return ScenarioResult(
      scenario: name, behavior: behavior, firstDivergence: divergence, expectationFailures: [],
      error: nil, leaks: LeakFindings(components: leaked, liveSubscriptions: 0), timing: timing,
      renders: RenderCount(total: 1, inputs: 1, perInput: 1), traceDigest: digest)
  }

  static func report(_ variants: [VariantID: [ScenarioResult]]) -> WorkbenchReport {
    let reports = Registry.styles.map(\.id).compactMap { variant in
      variants[variant].map { results in
        VariantReport(
          variant: variant, codeSize: .zero,
          scenariosPassed: results.filter { $0.behavior == .pass }.count,
          scenariosTotal: results.count, leaks: results.contains(where: \.leaks.leaked),
          medianNsPerScenario: nil, summaryRatio: nil, scenarios: results)
      }
    }
    let names = Set(variants.values.flatMap { $0.map(\.scenario) }).sorted()
    return WorkbenchReport(
      run: metadata,
      features: [
        FeatureReport(
          feature: .counter,
          scenarios: names.map {
            ScenarioInfo(name: $0, path: "Scenarios/counter/\($0).scenario", summary: "", steps: 2)
          }, variants: reports)
      ])
  }

  static let baseline = report([
    .callback: [result("a"), result("b")],
    .kvo: [result("a", ratio: 1.2), result("b", ratio: 1.2)],
  ])
}

@Suite("Baseline check")
struct BaselineCheckTests {
  @Test("the same results give no finding")
  func identical() {
    let comparison = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: BaselineFixture.baseline)
    #expect(comparison.findings.isEmpty)
    #expect(!comparison.hasErrors)
    #expect(comparison.summary.hasSuffix("Check passed: no behaviour change, no cost regression."))
  }

  @Test("a scenario that passed and now fails, a changed trace and a leak are errors")
  func behaviorChanges() {
    let current = BaselineFixture.report([
      .callback: [BaselineFixture.result("a", digest: "d2"), BaselineFixture.result("b")],
      .kvo: [
        BaselineFixture.result("a", behavior: .fail, ratio: nil),
        BaselineFixture.result("b", ratio: 1.2, leaked: ["CounterModel"]),
      ],
    ])
    let comparison = BaselineCheck.compare(baseline: BaselineFixture.baseline, current: current)
    #expect(comparison.hasErrors)
    #expect(comparison.findings.map(\.kind) == [.traceChanged, .behaviorChanged, .leak])
    #expect(
      comparison.findings.map(\.line) == [
        "ERROR counter/a on callback: still passes, but its screens differ from the baseline's "
          + "(trace d1 → d2); refresh the baseline if the change is intended",
        "ERROR counter/a on kvo: passed in the baseline, now fails at step 2 (line 5): "
          + "tap countUpButton",
        "ERROR counter/b on kvo: leaks: still alive after teardown: CounterModel",
      ])
  }

  @Test("a cost regression beyond the threshold warns, or fails when asked to")
  func costRegression() throws {
    let slower = BaselineFixture.report([
      .callback: [BaselineFixture.result("a"), BaselineFixture.result("b")],
      .kvo: [BaselineFixture.result("a", ratio: 1.6), BaselineFixture.result("b", ratio: 1.6)],
    ])
    let warned = BaselineCheck.compare(baseline: BaselineFixture.baseline, current: slower)
    #expect(!warned.hasErrors)
    let finding = try #require(warned.findings.first)
    #expect(finding.severity == .warning && finding.kind == .costRegression)
    #expect(finding.variant == .kvo)
    #expect(finding.message.contains("from 1.20 to 1.60 (+33 %, threshold 25 %"))
    let failed = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: slower, costRegressions: .error)
    #expect(failed.hasErrors)
    let tolerant = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: slower, threshold: 0.5)
    #expect(tolerant.findings.isEmpty)
  }

  @Test("what the baseline has and the run lacks is an error; what is new, a note")
  func missingAndNew() {
    let baseline = BaselineFixture.report([
      .callback: [BaselineFixture.result("a"), BaselineFixture.result("gone")],
      .kvo: [BaselineFixture.result("a", behavior: .fail, ratio: nil)],
      .bond: [BaselineFixture.result("a")],
    ])
    let current = BaselineFixture.report([
      .callback: [BaselineFixture.result("a"), BaselineFixture.result("new")],
      .kvo: [BaselineFixture.result("a")],
      .rxMVVM: [BaselineFixture.result("a")],
    ])
    let comparison = BaselineCheck.compare(baseline: baseline, current: current)
    #expect(comparison.hasErrors)
    #expect(comparison.findings(.error).map(\.kind) == [.notRun, .notRun])
    #expect(
      comparison.findings(.error).map(\.line) == [
        "ERROR counter/gone on callback: in the baseline (scenario), missing from this run: its "
          + "scenarios, styles or declarations are gone; refresh the baseline if that is intended",
        "ERROR counter on bond: in the baseline (variant with 1 scenarios), missing from this "
          + "run: its scenarios, styles or declarations are gone; refresh the baseline if that is "
          + "intended",
      ])
    #expect(comparison.findings(.note).map(\.kind) == [.new, .fixed, .new])
  }

  @Test("a feature of the baseline missing from the run is an error, unless filtered out")
  func missingFeature() {
    var current = BaselineFixture.baseline
    current.features = []
    let unfiltered = BaselineCheck.compare(baseline: BaselineFixture.baseline, current: current)
    #expect(
      unfiltered.findings.map(\.line) == [
        "ERROR counter: in the baseline (feature with 2 variants and 2 scenarios), missing from "
          + "this run: its scenarios, styles or declarations are gone; refresh the baseline if "
          + "that is intended"
      ])
    let filtered = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: current,
      selection: Selection(feature: .routeRecorder))
    #expect(!filtered.hasErrors)
    #expect(filtered.findings.map(\.kind) == [.notRun])
    let otherVariant = BaselineCheck.compare(
      baseline: BaselineFixture.baseline,
      current: BaselineFixture.report([.callback: [BaselineFixture.result("a")]]),
      selection: Selection(variant: .callback, scenario: "a"))
    #expect(!otherVariant.hasErrors)
    #expect(otherVariant.findings.map(\.severity) == [.note, .note])
  }

  @Test("a baseline must cover the whole matrix")
  @MainActor
  func gaps() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root)
    let scenario = try ScenarioLoader.parse(
      "tap countUpButton\n", path: "Scenarios/counter/extra.scenario", feature: .counter)
    var whole = report.features.map { feature in
      Workbench.FeaturePlan(
        feature: feature.feature, variants: feature.variants.map(\.variant),
        scenarios: [scenario])
    }
    whole.append(
      Workbench.FeaturePlan(feature: .routeRecorder, variants: [.kvo], scenarios: [scenario]))
    #expect(
      BaselineFile.gaps(in: report, whole: whole) == [
        "scenario counter/extra on callback", "scenario counter/extra on kvo",
        "feature route-recorder",
      ])
  }

  @Test("runtime microbenchmarks compare their ratio to the floor")
  func runtimeBenchmarks() {
    func figure(_ ratio: Double) -> RuntimeBenchmarkFigure {
      RuntimeBenchmarkFigure(
        id: "b", title: "subject", unit: "event", events: 10, runs: 3, medianNsPerEvent: 2 * ratio,
        minNsPerEvent: 1, maxNsPerEvent: 9, ratioToFloor: ratio)
    }
    var baseline = BaselineFixture.baseline
    baseline.runtimeBenchmarks = [figure(2)]
    var current = BaselineFixture.baseline
    current.runtimeBenchmarks = [figure(3)]
    let comparison = BaselineCheck.compare(baseline: baseline, current: current)
    #expect(
      comparison.findings.map(\.line) == [
        "WARNING runtime benchmarks: runtime benchmark b (subject): ratio to the floor rose from "
          + "2.00 to 3.00 (+50 %, threshold 25 %)"
      ])
  }

  @Test("check and run parse their options")
  func parsing() throws {
    func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
      try CommandLineParser.parse(line.split(separator: " ").map(String.init))
    }
    #expect(
      try parse("check --baseline b.json --threshold 10 --cost-regressions error --junit j.xml")
        == .check(
          CheckOptions(
            baseline: "b.json", threshold: 0.1, costRegressions: .error, junit: "j.xml")))
    #expect(
      try parse("check --baseline b.json --feature counter --iterations 20")
        == .check(
          CheckOptions(
            selection: Selection(feature: .counter), baseline: "b.json",
            plan: CostPlan(warmup: 1, iterations: 20))))
    #expect(
      try parse("run --junit out.xml --write-baseline")
        == .run(RunOptions(junit: "out.xml", writeBaseline: true)))
    #expect(try parse("--junit out.xml") == .run(RunOptions(junit: "out.xml")))
    #expect(try parse("check -h") == .help(.check))
    func message(_ line: String) -> String? {
      do {
        _ = try parse(line)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      message("check") == "check needs a baseline: workbench check --baseline Reports/baseline.json"
    )
    #expect(
      message("check --baseline b --cost-regressions warning")
        == "unknown value of '--cost-regressions' 'warning'; did you mean 'warn'?")
    #expect(
      message("check --baseline b --threshold -3")?.hasPrefix("option '--threshold' needs") == true)
    #expect(
      message("run --write-baseline --feature counter")?.hasPrefix(
        "option '--write-baseline' records the whole matrix") == true)
    let help = HelpText.text(for: .check)
    #expect(help.contains("EXIT CODES:") && help.contains("2  usage error"))
    #expect(help.contains("--root <path>") && help.contains("--cost-regressions warn|error"))
    #expect(HelpText.text(for: .run).contains("--junit <file>"))
  }
}

@Suite("Baseline check of a broken variant")
@MainActor
struct BaselineBrokenVariantTests {
  @Test("a variant broken after the baseline fails the check, and the reports show where")
  func brokenVariant() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let baseline = try ReportRunFixture.report(root: root)
    #expect(baseline.allPassed)
    let written = try BaselineFile.write(baseline, repositoryRoot: root)
    #expect(written.path.hasSuffix("Reports/baseline.json"))
    let stored = try BaselineFile.read(written)
    #expect(stored.features[0].variants[0].scenarios[0].timing?.steps == [])
    #expect(
      stored.features[0].variants[0].scenarios[0].timing?.ratio
        == baseline.features[0].variants[0].scenarios[0].timing?.ratio)
    #expect(stored.features[0].variants[0].flow == baseline.features[0].variants[0].flow)
    let broken = try ReportRunFixture.report(root: root, kvoStep: 2)
    let comparison = BaselineCheck.compare(baseline: stored, current: broken)
    #expect(comparison.hasErrors)
    #expect(
      comparison.findings(.error).map(\.line) == [
        "ERROR counter/count-up on kvo: passed in the baseline, now fails at step 1 (line 3): "
          + "tap countUpButton",
        "ERROR counter/two-taps on kvo: passed in the baseline, now fails at step 1 (line 3): "
          + "tap countUpButton",
      ])
    let html = HTMLReport.render(broken)
    let document = try ReportRunFixture.parse(html)
    let failure = try ReportRunFixture.elements(document, "div", "data-scenario", "count-up")
    #expect(failure.first?.stringValue?.contains("+label countLabel text=\"2\"") == true)
    let junit = try XMLDocument(
      data: Data(JUnitReport.render(broken, comparison: comparison).utf8), options: [])
    let failed = try junit.nodes(
      forXPath: "//testsuite[@name='counter.kvo']/testcase[@name='count-up']/failure/@type")
    #expect(failed.compactMap(\.stringValue) == ["behavior+baseline"])
  }
}
