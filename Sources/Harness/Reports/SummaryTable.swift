import Engine

/// The compact terminal summary: one row per feature × variant.
public enum SummaryTable {
  /// Feature, variant, scenarios passed, leaks, median cost per scenario, ratio, lines of code.
  public static func render(_ report: WorkbenchReport) -> String {
    var table = TextTable(
      headers: ["feature", "variant", "passed", "leaks", "median/scenario", "ratio", "lines"],
      alignments: [.left, .left, .right, .left, .right, .right, .right])
    for feature in report.features {
      for variant in feature.variants {
        table.append([
          feature.feature.rawValue, variant.variant.rawValue,
          "\(variant.scenariosPassed)/\(variant.scenariosTotal)",
          variant.leaks ? "LEAK" : "none",
          variant.medianNsPerScenario.map { CostFormat.duration(nanoseconds: $0) } ?? "–",
          variant.summaryRatio.map(CostFormat.ratio) ?? "–",
          "\(variant.linesOfCode)",
        ])
      }
    }
    return table.render()
  }

  /// Case, title, median ns per unit, min, max and ratio to the floor case.
  public static func render(_ figures: [RuntimeBenchmarkFigure]) -> String {
    var table = TextTable(
      headers: ["case", "title", "median ns", "min", "max", "× floor"],
      alignments: [.left, .left, .right, .right, .right, .right])
    for figure in figures {
      table.append([
        figure.id, "\(figure.title) (per \(figure.unit))",
        nanoseconds(figure.medianNsPerEvent), nanoseconds(figure.minNsPerEvent),
        nanoseconds(figure.maxNsPerEvent), CostFormat.ratio(figure.ratioToFloor),
      ])
    }
    return table.render()
  }

  static func nanoseconds(_ value: Double) -> String {
    CostFormat.decimal(value, places: value < 10 ? 2 : 1)
  }
}
