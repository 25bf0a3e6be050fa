import Engine

/// Renders a ``WorkbenchReport`` as Markdown for people: a summary, then per feature the
/// behaviour matrix, the cost tables, renders per input, code size, leaks and every failure
/// with its diff.
public enum MarkdownReport {
  /// The whole report; `repositoryPath` leads from the report's folder to the repository,
  /// for links to the experiments' patches.
  public static func render(_ report: WorkbenchReport, repositoryPath: String = "../..")
    -> String
  {
    var sections = [header(report), summary(report)]
    if let undeclared = report.undeclared, !undeclared.isEmpty {
      sections.append(
        "## Not declared\n\n"
          + undeclared.map { "- " + $0.sentence }.joined(separator: "\n"))
    }
    sections += report.features.map { entry in
      let mutants = report.mutation.map { mutation($0, feature: entry.feature) } ?? ""
      return [feature(entry, repositoryPath: repositoryPath), mutants]
        .filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
    if let record = report.fuzzing { sections.append(fuzzing(record)) }
    if let figures = report.runtimeBenchmarks, !figures.isEmpty {
      sections.append(runtimeBenchmarks(figures))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  // MARK: - Header and summary

  static func header(_ report: WorkbenchReport) -> String {
    let run = report.run
    let failing = report.features.flatMap(\.variants).flatMap(\.scenarios)
      .filter { $0.behavior != .pass }.count
    let total = report.features.flatMap(\.variants).flatMap(\.scenarios).count
    let verdict =
      failing == 0
      ? "**All \(total) scenario runs behaved identically across variants.**"
      : "**\(failing) of \(total) scenario runs failed.** See the failures below."
    return """
      # Architecture Workbench report

      \(run.date) · \(run.buildConfiguration) build · \(run.machineCores) cores · \
      \(run.warmup) warm-up + \(run.iterations) timed runs per scenario × variant · \
      \(MarkdownText.code(run.command))

      \(verdict)

      *\(CostCaveat.standIns)*
      """
  }

  static func summary(_ report: WorkbenchReport) -> String {
    var table = MarkdownTable(
      headers: [
        "feature", "variant", "passed", "leaks", "median / scenario", "ratio", "lines",
        "files", "types",
      ],
      alignments: ["---", "---", "---:", "---", "---:", "---:", "---:", "---:", "---:"])
    for feature in report.features {
      for variant in feature.variants {
        table.append([
          feature.feature.rawValue, variant.variant.rawValue,
          "\(variant.scenariosPassed)/\(variant.scenariosTotal)",
          variant.leaks ? "**leak**" : "none",
          variant.medianNsPerScenario.map { CostFormat.duration(nanoseconds: $0) } ?? "–",
          variant.summaryRatio.map(CostFormat.ratio) ?? "–", "\(variant.linesOfCode)",
          "\(variant.files)", "\(variant.types)",
        ])
      }
    }
    return """
      ## Summary

      Ratio: geometric mean over the feature's scenarios of each scenario's median divided by \
      the fastest variant's median on that scenario (1.00 = fastest everywhere).

      \(table.render())
      """
  }

  static func runtimeBenchmarks(_ figures: [RuntimeBenchmarkFigure]) -> String {
    var table = MarkdownTable(
      headers: ["case", "title", "median ns", "min ns", "max ns", "× floor"],
      alignments: ["---", "---", "---:", "---:", "---:", "---:"])
    for figure in figures {
      table.append([
        figure.id, "\(figure.title) (per \(figure.unit))",
        SummaryTable.nanoseconds(figure.medianNsPerEvent),
        SummaryTable.nanoseconds(figure.minNsPerEvent),
        SummaryTable.nanoseconds(figure.maxNsPerEvent), CostFormat.ratio(figure.ratioToFloor),
      ])
    }
    return """
      ## Runtime microbenchmarks

      Median nanoseconds per event over the timed runs; × floor is the ratio to case `a`, two \
      plain closures called directly in the same run.

      \(table.render())
      """
  }
}
