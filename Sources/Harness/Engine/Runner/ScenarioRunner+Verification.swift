import ScenarioLanguage
import SceneContract
import UIKitLite

extension ScenarioRunner {
  /// Runs `scenario` on each of `variants` and judges each run against the reference trace.
  ///
  /// The reference is the most common whole trace among the runs whose expectations all held
  /// and whose steps all ran (ties go to the earliest variant in registry order); when no run
  /// qualifies, the most common trace of all. A variant passes when its expectations hold, no
  /// step errs and its trace equals the reference; otherwise its verdict carries the first
  /// divergent step (or failed expectation, whichever comes first) with a unified diff.
  ///
  /// `others` also run, only to vote for the reference: `run --variant X` judges X against
  /// the screens every style agrees on, not against its own.
  public func verify(
    _ scenario: Scenario, variants: [VariantID], comparedWith others: [VariantID] = []
  ) -> [BehaviorVerdict] {
    let runs = variants.map { run(scenario, variant: $0) }
    let voters = others.filter { !variants.contains($0) }.map { run(scenario, variant: $0) }
    let reference = referenceTrace(of: runs + voters)
    return runs.map { verdict(for: $0, reference: reference, scenario: scenario) }
  }

  /// The trace other runs are compared with.
  func referenceTrace(of runs: [ScenarioRun]) -> [StepRecord] {
    let held = runs.filter { $0.error == nil && $0.expectationFailures.isEmpty }
    let pool = (held.isEmpty ? runs : held).sorted {
      registryIndex($0.variant) < registryIndex($1.variant)
    }
    var best: (steps: [StepRecord], votes: Int)?
    for run in pool {
      let trace = run.steps.map(\.snapshot)
      let votes = pool.filter { $0.steps.map(\.snapshot) == trace }.count
      if votes > best?.votes ?? 0 { best = (run.steps, votes) }
    }
    return best?.steps ?? []
  }

  /// The verdict on one run, given the reference trace.
  func verdict(for run: ScenarioRun, reference: [StepRecord], scenario: Scenario)
    -> BehaviorVerdict
  {
    let divergences = [
      traceDivergence(run, reference), expectationDivergence(run), errorDivergence(run, scenario),
    ].compactMap { $0 }
    let first = divergences.min { $0.step < $1.step }
    let behavior: Behavior = run.error != nil ? .error : first == nil ? .pass : .fail
    return BehaviorVerdict(
      variant: run.variant, behavior: behavior, divergence: first, run: run)
  }

  private func traceDivergence(_ run: ScenarioRun, _ reference: [StepRecord]) -> Divergence? {
    let trace = run.steps
    guard
      let index = (0..<max(trace.count, reference.count)).first(where: { index in
        index >= trace.count || index >= reference.count
          || trace[index].snapshot != reference[index].snapshot
      })
    else { return nil }
    let expected = index < reference.count ? reference[index].snapshot.lines : []
    var actual = index < trace.count ? trace[index].snapshot.lines : []
    if index >= trace.count, let error = run.error { actual = ["step error: \(error.message)"] }
    let step = index < reference.count ? reference[index] : trace[index]
    return Divergence(
      step: index, line: step.line, source: step.source,
      expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
      diff: UnifiedDiff.make(
        old: expected, new: actual, oldName: "reference", newName: run.variant.rawValue))
  }

  private func expectationDivergence(_ run: ScenarioRun) -> Divergence? {
    guard let failure = run.expectationFailures.first else { return nil }
    let expected = failure.expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actual = failure.actual.split(separator: "\n", omittingEmptySubsequences: false)
    return Divergence(
      step: failure.step, line: failure.line, source: failure.source,
      expected: failure.expected, actual: failure.actual,
      diff: UnifiedDiff.make(
        old: expected.map(String.init), new: actual.map(String.init), oldName: "expected",
        newName: run.variant.rawValue))
  }

  /// The failing step of a run that stopped, for when its trace matched up to there.
  private func errorDivergence(_ run: ScenarioRun, _ scenario: Scenario) -> Divergence? {
    guard let error = run.error else { return nil }
    let actual = "step error: \(error.message)"
    return Divergence(
      step: error.step, line: error.line,
      source: scenario.steps.first { $0.line == error.line }?.source ?? "",
      expected: "", actual: actual,
      diff: UnifiedDiff.make(
        old: [], new: [actual], oldName: "expected", newName: run.variant.rawValue))
  }

  private func registryIndex(_ variant: VariantID) -> Int {
    registry.firstIndex { $0.id == variant } ?? registry.count
  }
}
