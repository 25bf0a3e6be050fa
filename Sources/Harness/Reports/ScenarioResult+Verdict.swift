import Engine
import ScenarioLanguage

extension ScenarioResult {
  /// The result of one verdict, with its timing when the variant was timed and ranked.
  init(verdict: BehaviorVerdict, cost: ScenarioCost?, rank: CostRank?) {
    let run = verdict.run
    let failures = run.expectationFailures.map {
      DivergenceReport(
        step: $0.step, line: $0.line, source: Echo.line($0.source),
        expected: Echo.block($0.expected), actual: Echo.block($0.actual), diff: "")
    }
    let divergence = verdict.divergence.map {
      DivergenceReport(
        step: $0.step, line: $0.line, source: Echo.line($0.source),
        expected: Echo.block($0.expected), actual: Echo.block($0.actual),
        diff: Echo.block($0.diff))
    }
    var timing: TimingReport?
    if let cost, let statistics = cost.statistics, let rank {
      timing = TimingReport(cost: cost, statistics: statistics, rank: rank)
    }
    self.init(
      scenario: run.scenario, behavior: verdict.behavior,
      firstDivergence: verdict.behavior == .pass ? nil : divergence ?? failures.first,
      expectationFailures: failures,
      error: run.error.map {
        StepErrorReport(step: $0.step, line: $0.line, message: Echo.message($0.message))
      },
      leaks: LeakFindings(
        components: run.leakedComponents, liveSubscriptions: run.liveSubscriptionsAfterTeardown,
        pendingWork: run.pendingWorkAfterTeardown),
      timing: timing, renders: RenderCount(run: run),
      traceDigest: TraceDigest.of(run.steps.map(\.snapshot)))
  }
}
