import SceneContract
import UIKitLite

/// Times one scenario on several variants: warm-up rounds, then timed rounds in which the
/// variants run interleaved (A B C … A B C …), so machine drift during the measurement spreads
/// evenly over every variant instead of penalising whichever ran last.
///
/// A timed run counts only if its behaviour check passes: no step error, every expectation
/// held, and its snapshot trace equals the reference trace. A run that fails the check is
/// discarded (counted in ``ScenarioCost/rejectedRuns``): a fast wrong answer is not a cost.
public enum CostMeasurement {
  /// Measures `variants` on one scenario; `run` executes the scenario once on a variant.
  ///
  /// - Parameters:
  ///   - reference: The snapshot trace every accepted run must reproduce, step by step.
  ///   - plan: How many warm-up and timed rounds to run.
  /// - Returns: The cost of every variant in `variants`.
  @MainActor
  public static func measure(
    variants: [VariantID], reference: [ScreenSnapshot], plan: CostPlan,
    run: (VariantID) -> ScenarioRun
  ) -> [VariantID: ScenarioCost] {
    for _ in 0..<plan.warmup {
      for variant in variants { _ = run(variant) }
    }
    var accepted: [VariantID: [ScenarioRun]] = [:]
    var rejected: [VariantID: Int] = [:]
    for _ in 0..<plan.iterations {
      for variant in variants {
        let timed = run(variant)
        if passesBehaviorCheck(timed, reference: reference) {
          accepted[variant, default: []].append(timed)
        } else {
          rejected[variant, default: 0] += 1
        }
      }
    }
    var costs: [VariantID: ScenarioCost] = [:]
    for variant in variants {
      let runs = accepted[variant] ?? []
      costs[variant] = ScenarioCost(
        statistics: SampleStatistics(nanoseconds: runs.map(\.totalNs)),
        acceptedRuns: runs.count, rejectedRuns: rejected[variant] ?? 0,
        steps: stepCosts(runs))
    }
    return costs
  }

  /// Whether a timed run behaved: no error, no failed expectation, and the reference trace.
  static func passesBehaviorCheck(_ run: ScenarioRun, reference: [ScreenSnapshot]) -> Bool {
    run.error == nil && run.expectationFailures.isEmpty
      && run.steps.map(\.snapshot) == reference
  }

  /// Per-step statistics over runs that all executed the same steps.
  static func stepCosts(_ runs: [ScenarioRun]) -> [StepCost] {
    guard let first = runs.first else { return [] }
    return first.steps.enumerated().compactMap { offset, step in
      let samples = runs.compactMap { run in
        offset < run.steps.count ? run.steps[offset].durationNs : nil
      }
      guard let statistics = SampleStatistics(nanoseconds: samples) else { return nil }
      // Warm runs allocate alike; the fewest leaves out a cache a run happened to fill.
      let allocations = runs.compactMap { run in
        offset < run.steps.count ? run.steps[offset].allocations : nil
      }
      return StepCost(
        index: step.index, line: step.line, source: step.source,
        statistics: statistics,
        allocations: allocations.count == runs.count
          ? allocations.min { ($0.count, $0.bytes) < ($1.count, $1.bytes) } : nil)
    }
  }
}
