import Engine

/// The compact terminal summary: one row per feature × variant.
public enum SummaryTable {
  /// Feature, variant, scenarios passed, leaks, the screen's set-up, the median per input,
  /// heap allocations per input, the median per scenario, the ratio with its 95 % interval (or
  /// `tied`), lines of code. The best value of each column is marked `*`, among the variants
  /// that passed every scenario: a variant that failed is never marked.
  public static func render(_ report: WorkbenchReport) -> String {
    var table = TextTable(
      headers: [
        "feature", "variant", "passed", "leaks", "set-up", "per input", "× input",
        "allocs / input", "bytes / input", "per scenario", "× scenario (95 % CI)", "lines",
      ],
      alignments: [
        .left, .left, .right, .left, .right, .right, .right, .right, .right, .right, .right,
        .right,
      ])
    for feature in report.features {
      let best = [
        feature.best(\.medianNsSetUp), feature.best(\.medianNsPerInput),
        feature.best(\.medianNsPerScenario), feature.best { Double($0.linesOfCode) },
        feature.best(\.allocationsPerInput), feature.best(\.allocatedBytesPerInput),
      ]
      for (index, variant) in feature.variants.enumerated() {
        func time(_ value: Double?, _ column: Int) -> String {
          guard variant.behaviorPassed, let value else { return "–" }
          return CostFormat.duration(nanoseconds: value) + (best[column].contains(index) ? "*" : "")
        }
        let ratio =
          feature.ratioLabel(variant)
          + (feature.isBestRatio(variant) && feature.ranked.count > 1 ? "*" : "")
        table.append([
          feature.feature.rawValue, variant.variant.rawValue,
          "\(variant.scenariosPassed)/\(variant.scenariosTotal)",
          variant.leaks ? "LEAK" : "none",
          time(variant.medianNsSetUp, 0), time(variant.medianNsPerInput, 1),
          feature.perInputRatio(variant).map(CostFormat.ratio) ?? "–",
          count(variant.allocationsPerInput, best: best[4].contains(index)),
          variant.allocatedBytesPerInput.map {
            CostFormat.bytes($0) + (best[5].contains(index) ? "*" : "")
          } ?? "–",
          time(variant.medianNsPerScenario, 2), ratio,
          "\(variant.linesOfCode)" + (best[3].contains(index) ? "*" : ""),
        ])
      }
    }
    let notes = (report.undeclared ?? []).map { "not declared: \($0.sentence)\n" }.joined()
    return table.render() + "\n" + notes + legend + "\n" + CostCaveat.brief
  }

  /// What the marks in the table mean.
  public static let legend =
    "* best in its column. tied: the 95 % intervals overlap the cheapest's, so the difference "
    + "is noise, not a ranking. Set-up (building and loading the screen) is kept apart from "
    + "the cost per input; per scenario includes it. A variant that failed a scenario is not "
    + "ranked or marked. Allocations: heap allocations per input on the main loop's thread, "
    + "counted in the process, and the bytes they asked for; unlike time, the machine's load "
    + "does not change them (the bytes move by a few percent from one process to the next with "
    + "the C allocator's slack, which Swift arrays grow into)."

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

  /// A count per input, marked `*` when best; `–` when not counted.
  static func count(_ value: Double?, best: Bool) -> String {
    guard let value else { return "–" }
    return CostFormat.decimal(value, places: 1) + (best ? "*" : "")
  }

  static func nanoseconds(_ value: Double) -> String {
    CostFormat.decimal(value, places: value < 10 ? 2 : 1)
  }
}
