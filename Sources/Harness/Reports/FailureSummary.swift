
/// The terminal's account of what went wrong: every failed, erroring or leaking scenario run,
/// with the step, the scenario line and the diff; a style's failures that share their first
/// divergence are one block naming the other scenarios (``FailureGroup``).
public enum FailureSummary {
  /// One block per problem, or an empty string when there is none.
  public static func render(_ report: WorkbenchReport) -> String {
    var blocks: [String] = []
    for feature in report.features {
      for variant in feature.variants {
        let describe = { (scenario: String) in
          "\(feature.feature.rawValue)/\(scenario) on \(variant.variant.rawValue)"
        }
        for group in FailureGroup.grouping(variant.scenarios) {
          let result = group.first
          let path = scenarioPath(feature, result.scenario)
          guard var block = behavior(result, name: describe(result.scenario), path: path) else {
            continue
          }
          if let others = group.othersLine(path: { scenarioPath(feature, $0) }) {
            block += "\n" + others
          }
          blocks.append(block)
        }
        for result in variant.scenarios where result.leaks.leaked {
          blocks.append(leak(result.leaks, name: describe(result.scenario)))
        }
      }
    }
    return blocks.joined(separator: "\n\n")
  }

  static func behavior(_ result: ScenarioResult, name: String, path: String) -> String? {
    switch result.behavior {
    case .pass:
      return nil
    case .error:
      guard let error = result.error else { return "ERROR \(name)" }
      return "ERROR \(name) at step \(error.step) (\(path):\(error.line)): could not run: "
        + error.message
    case .fail:
      guard let divergence = result.firstDivergence else { return "FAIL \(name)" }
      let diff =
        divergence.diff.isEmpty
        ? MarkdownReport.prefixed(divergence.expected, "-") + "\n"
          + MarkdownReport.prefixed(divergence.actual, "+")
        : divergence.diff
      return "FAIL \(name) at step \(divergence.step) (\(path):\(divergence.line)): "
        + "\(divergence.source)\n\(diff)"
    }
  }

  public static func leak(_ leaks: LeakFindings, name: String) -> String {
    "LEAK \(name): " + leaks.summary
  }

  static func scenarioPath(_ feature: FeatureReport, _ scenario: String) -> String {
    feature.scenarios.first { $0.name == scenario }?.path
      ?? "Scenarios/\(feature.feature.rawValue)/\(scenario).scenario"
  }
}

// MARK: - The closing line

extension FailureSummary {
  /// One line naming every feature with a failing or leaking scenario and the styles at
  /// fault, e.g. `FAILED: counter (my-style), web-page (other-style leak)`; nil when
  /// everything passed.
  public static func failedLine(_ report: WorkbenchReport) -> String? {
    var parts: [String] = []
    for feature in report.features {
      let styles = feature.variants.compactMap { variant -> String? in
        let failed = variant.scenarios.contains { $0.behavior != .pass }
        switch (failed, variant.leaks) {
        case (true, true): return "\(variant.variant.rawValue) failed and leaked"
        case (true, false): return variant.variant.rawValue
        case (false, true): return "\(variant.variant.rawValue) leaked"
        case (false, false): return nil
        }
      }
      if !styles.isEmpty {
        parts.append("\(feature.feature.rawValue) (\(styles.joined(separator: ", ")))")
      }
    }
    return parts.isEmpty ? nil : "FAILED: " + parts.joined(separator: "; ")
  }
}
