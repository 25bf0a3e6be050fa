import Engine
import SceneContract

// MARK: - The report of a run

extension Workbench {
  /// The report of a run's outcomes, stamped with this machine and build.
  public func report(
    _ outcomes: [FeatureOutcome], cost: CostPlan, command: String,
    runtimeBenchmarks: [RuntimeBenchmarkFigure]? = nil
  ) -> WorkbenchReport {
    WorkbenchReport(
      run: RunMetadata.current(plan: cost, command: command),
      features: outcomes.map(FeatureReport.init(outcome:)), runtimeBenchmarks: runtimeBenchmarks,
      styles: runner.registry.map(StyleSummary.init))
  }
}
