import Engine
import SceneContract
// MARK: - One feature

extension MarkdownReport {
  static func feature(_ feature: FeatureReport, repositoryPath: String = "../..") -> String {
    [
      "## \(feature.feature.rawValue)", feature.costSentence.map { $0 + " See *Flow*." } ?? "",
      behavior(feature), cost(feature), spread(feature),
      steps(feature), renders(feature), codeSize(feature), flow(feature), leaks(feature),
      failures(feature), experiments(feature, repositoryPath: repositoryPath),
    ].filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  static func behavior(_ feature: FeatureReport) -> String {
    var table = matrix(feature, alignment: ":-:")
    for scenario in feature.scenarios {
      table.append(
        [MarkdownText.code(scenario.name)]
          + feature.variants.map { variant in
            switch result(variant, scenario.name)?.behavior {
            case .pass: "✓"
            case .fail: "✗"
            case .error: "✗ error"
            case nil: "–"
            }
          } + [scenario.summary])
    }
    return """
      ### Behaviour

      ✓ every expectation held and the screen trace equals every other variant's; \
      ✗ it did not (see Failures).

      \(table.render())
      """
  }

  static func cost(_ feature: FeatureReport) -> String {
    var table = matrix(feature, alignment: "---:", trailing: nil)
    for scenario in feature.scenarios {
      table.append(
        [MarkdownText.code(scenario.name)]
          + feature.variants.map { variant in
            guard let timing = result(variant, scenario.name)?.timing else { return "–" }
            return "\(CostFormat.duration(nanoseconds: timing.medianNs)) · \(timing.rankLabel)"
          })
    }
    return """
      ### Cost

      Median wall-clock time of one scenario run · ratio to the fastest variant on that \
      scenario. "(tied)": the 95 % confidence intervals of the medians overlap the fastest \
      variant's, so the difference is within noise and is not ranked. Only runs whose behaviour \
      check passed are timed.

      \(table.render())
      """
  }

  static func renders(_ feature: FeatureReport) -> String {
    var table = matrix(feature, alignment: "---:", trailing: nil)
    for scenario in feature.scenarios {
      table.append(
        [MarkdownText.code(scenario.name)]
          + feature.variants.map { variant in
            guard let renders = result(variant, scenario.name)?.renders else { return "–" }
            return "\(CostFormat.decimal(renders.perInput, places: 2)) (\(renders.total))"
          })
    }
    return """
      ### Renders per input

      Widget renders caused by input steps, divided by the number of input steps (total \
      renders over the whole scenario in parentheses).

      \(table.render())
      """
  }

  static func codeSize(_ feature: FeatureReport) -> String {
    var table = MarkdownTable(
      headers: [
        "variant", "lines", "files", "types", "Swift 6 escape hatches", "thread hops / input",
      ],
      alignments: ["---", "---:", "---:", "---:", "---", "---:"])
    for variant in feature.variants {
      table.append([
        variant.variant.rawValue, "\(variant.linesOfCode)", "\(variant.files)",
        "\(variant.types)", variant.escapeHatches?.summary ?? "–",
        variant.threadHopsPerInput.map { CostFormat.decimal($0, places: 2) } ?? "–",
      ])
    }
    return """
      ### Code size

      Non-blank, non-comment lines, Swift files and type declarations in \
      `Sources/Variants/<Variant>/\(sourceFolder(feature.feature))/`, and the places that code \
      overrides Swift 6's checks instead of satisfying them (`@unchecked Sendable`, \
      `nonisolated(unsafe)`, `MainActor.assumeIsolated`, `@preconcurrency`, `Task.detached`; \
      counted in code, not in comments or strings). Thread hops: every job the code sends off \
      the main thread and every result a job hands back to it, over every step of every \
      scenario, divided by the inputs — counted by the work queues, the same with virtual and \
      live threads.

      \(table.render())
      """
  }

  // MARK: - Helpers

  /// A table with a scenario column, one column per variant and optionally a trailing one.
  static func matrix(
    _ feature: FeatureReport, alignment: String, first: String = "scenario",
    trailing: String? = "what it shows"
  ) -> MarkdownTable {
    let trailingHeader = trailing.map { [$0] } ?? []
    return MarkdownTable(
      headers: [first] + feature.variants.map(\.variant.rawValue) + trailingHeader,
      alignments: ["---"] + feature.variants.map { _ in alignment }
        + trailingHeader.map { _ in "---" })
  }

  static func result(_ variant: VariantReport, _ scenario: String) -> ScenarioResult? {
    variant.scenarios.first { $0.scenario == scenario }
  }
}

/// The folder `feature` has inside every style module.
func sourceFolder(_ feature: FeatureID) -> String {
  FeatureDeclaration.named(feature)?.sourceFolder ?? feature.rawValue
}
