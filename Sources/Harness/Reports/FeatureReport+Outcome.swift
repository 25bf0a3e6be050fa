import Engine
import SceneContract

// MARK: - Building from outcomes

extension FeatureReport {
  /// Summarises `outcome`: behaviour, leaks, ranked timings and code size per variant.
  ///
  /// A variant that failed any scenario of the feature is not timed beside the others: its
  /// few passing scenarios would rank it on a subset, so it gets no timing and no ratio, and
  /// the others are ranked among themselves.
  public init(outcome: FeatureOutcome) {
    let failing = Set(
      outcome.scenarios.flatMap(\.verdicts).filter { $0.behavior != .pass }.map(\.variant))
    let ranks = outcome.scenarios.map { scenario in
      CostRanking.rank(
        scenario.costs.filter { !failing.contains($0.key) }.compactMapValues(\.statistics))
    }
    let variants = outcome.variants.map { variant in
      let results = zip(outcome.scenarios, ranks).compactMap { scenario, rank in
        scenario.verdicts.first { $0.variant == variant }.map { verdict in
          ScenarioResult(verdict: verdict, cost: scenario.costs[variant], rank: rank[variant])
        }
      }
      let medians = results.compactMap(\.timing?.medianNs)
      let perInput = PerInputFigures(variant: variant, outcome: outcome)
      return VariantReport(
        variant: variant, codeSize: outcome.codeSizes[variant] ?? .zero,
        scenariosPassed: results.filter { $0.behavior == .pass }.count,
        scenariosTotal: outcome.scenarios.count, leaks: results.contains { $0.leaks.leaked },
        medianNsPerScenario: SampleStatistics(samples: medians)?.median,
        summaryRatio: CostRanking.geometricMean(results.compactMap(\.timing?.ratio)),
        scenarios: results, rendersPerInput: perInput.rendersPerInput,
        medianNsPerInput: failing.contains(variant) ? nil : perInput.medianNsPerInput,
        boundaryCrossingsPerInput: perInput.boundaryCrossingsPerInput,
        threadHopsPerInput: perInput.threadHopsPerInput,
        allocationsPerInput: perInput.allocationsPerInput,
        allocatedBytesPerInput: perInput.allocatedBytesPerInput,
        flow: outcome.scenarios.lazy.compactMap { $0.flowDiagrams[variant] }.first)
    }
    self.init(
      feature: outcome.feature, scenarios: outcome.scenarios.map(\.info), variants: variants)
  }
}
