// MARK: - Spread, steps, leaks and failures

import Engine

extension MarkdownReport {
  static func spread(_ feature: FeatureReport) -> String {
    var table = MarkdownTable(
      headers: ["scenario", "variant", "runs", "median", "95 % CI", "min", "p90", "max", "ratio"],
      alignments: ["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:"])
    for scenario in feature.scenarios {
      for variant in feature.variants {
        guard let timing = result(variant, scenario.name)?.timing else { continue }
        let runs =
          timing.rejectedRuns == 0
          ? "\(timing.iterations)" : "\(timing.iterations) (+\(timing.rejectedRuns) rejected)"
        table.append([
          MarkdownText.code(scenario.name), variant.variant.rawValue, runs,
          duration(timing.medianNs), "\(duration(timing.ciLowNs)) – \(duration(timing.ciHighNs))",
          duration(timing.minNs), duration(timing.p90Ns), duration(timing.maxNs), timing.rankLabel,
        ])
      }
    }
    return "<details><summary>Spread per scenario</summary>\n\n\(table.render())\n\n</details>"
  }

  static func steps(_ feature: FeatureReport) -> String {
    var blocks: [String] = []
    for scenario in feature.scenarios {
      let timings = feature.variants.map { result($0, scenario.name)?.timing }
      guard let reference = timings.compactMap({ $0 }).first else { continue }
      var table = matrix(feature, alignment: "---:", first: "line: step", trailing: nil)
      for step in reference.steps {
        let label = "\(step.line): \(MarkdownText.code(step.source))"
        table.append(
          [label]
            + timings.map { timing in
              timing?.steps.first { $0.step == step.step }.map { duration($0.medianNs) } ?? "–"
            })
      }
      blocks.append("#### \(MarkdownText.code(scenario.name))\n\n\(table.render())")
    }
    guard !blocks.isEmpty else { return "" }
    return "<details><summary>Median per step</summary>\n\n"
      + blocks.joined(separator: "\n\n") + "\n\n</details>"
  }

  static func leaks(_ feature: FeatureReport) -> String {
    var lines: [String] = []
    for variant in feature.variants {
      for result in variant.scenarios where result.leaks.leaked {
        let components =
          result.leaks.components.isEmpty
          ? "" : " objects still alive: \(result.leaks.components.joined(separator: ", "));"
        lines.append(
          "- \(variant.variant.rawValue), \(MarkdownText.code(result.scenario)):\(components) "
            + "\(result.leaks.liveSubscriptions) live subscriptions after teardown"
            + (result.leaks.pendingWork.map { "; pending: \($0.summary)" } ?? ""))
      }
    }
    let body =
      lines.isEmpty
      ? "None: every scene's objects were freed and no subscription outlived its teardown."
      : lines.joined(separator: "\n")
    return "### Leaks\n\n\(body)"
  }

  static func failures(_ feature: FeatureReport) -> String {
    var blocks: [String] = []
    for variant in feature.variants {
      for group in FailureGroup.grouping(variant.scenarios) {
        var block = failure(group.first, variant: variant.variant.rawValue)
        if let others = group.othersLine(path: { FailureSummary.scenarioPath(feature, $0) }) {
          block += "\n\n" + others
        }
        blocks.append(block)
      }
    }
    guard !blocks.isEmpty else { return "### Failures\n\nNone." }
    return "### Failures\n\n" + blocks.joined(separator: "\n\n")
  }

  static func failure(_ result: ScenarioResult, variant: String) -> String {
    let title = "#### \(MarkdownText.code(result.scenario)) on \(variant)"
    if let error = result.error {
      return "\(title)\n\nStep \(error.step), line \(error.line) could not run: "
        + error.message
    }
    guard let divergence = result.firstDivergence else { return title }
    let location =
      "Step \(divergence.step), line \(divergence.line): "
      + MarkdownText.code(divergence.source)
    let diff =
      divergence.diff.isEmpty
      ? prefixed(divergence.expected, "-") + "\n" + prefixed(divergence.actual, "+")
      : divergence.diff
    return "\(title)\n\n\(location)\n\n\(MarkdownText.block(diff, language: "diff"))"
  }

  /// Every line of `text` behind `marker`, the way a diff marks removed and added lines.
  static func prefixed(_ text: String, _ marker: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "\(marker) \($0)" }
      .joined(separator: "\n")
  }

  static func duration(_ nanoseconds: Double) -> String {
    CostFormat.duration(nanoseconds: nanoseconds)
  }
}
