import Mutation
import SceneContract

/// The mutation figures as rows, shared by the terminal, Markdown and HTML tables: one row per
/// style (and the domain) of a feature.
public enum MutationTables {
  public static let headers = [
    "style", "mutants", "by scenarios", "by role tests", "by both", "survived", "stillborn",
    "score", "judged equivalent since", "score, equivalents apart",
  ]

  /// What the columns count, for the reports' legends.
  public static let legend =
    "Mutants are small edits of a style's own files for the feature (or of the shared "
    + "domain's), drawn with the same operators for every style; each is built and checked "
    + "by the feature's scenarios (on every style, so a screen that differs from the others "
    + "counts) and by the style's role tests. \"mutants\" counts live ones (stillborn ones "
    + "did not compile and were replaced); \"by scenarios\" and \"by role tests\" count those only "
    + "one of them caught; the score is killed ÷ live. Survivors judged equivalent after the "
    + "run (listed in Scenarios/mutation-equivalents.txt, never drawn again) changed nothing "
    + "a check could see: the last column sets them apart."

  /// The rows of `feature`'s cells in `ledger`, the domain last.
  public static func rows(_ ledger: MutationLedger, feature: FeatureID) -> [[String]] {
    let equivalent = ledger.judgedEquivalent ?? []
    return cells(ledger, feature: feature).map { row($0, equivalent: equivalent) }
  }

  /// `feature`'s cells, styles in the order they first appear in the ledger (a style
  /// measured again by a later run keeps its place), the domain last.
  public static func cells(_ ledger: MutationLedger, feature: FeatureID) -> [MutationCellResult] {
    var order: [String: Int] = [:]
    for cell in ledger.cells where order[cell.cell.style] == nil {
      order[cell.cell.style] = cell.cell.isDomain ? Int.max : order.count
    }
    return ledger.cells.filter { $0.cell.feature == feature }
      .sorted { order[$0.cell.style, default: 0] < order[$1.cell.style, default: 0] }
  }

  static func row(_ cell: MutationCellResult, equivalent: Set<String>) -> [String] {
    [
      cell.cell.style, String(cell.live), String(cell.count(.scenarios)),
      String(cell.count(.roleTests)), String(cell.count(.both)), String(cell.count(.survived)),
      String(cell.count(.stillborn)), scoreText(cell.score),
      String(cell.judgedEquivalent(equivalent)), scoreText(cell.score(apartFrom: equivalent)),
    ]
  }

  public static func scoreText(_ score: Double?) -> String {
    score.map { "\($0) %" } ?? "–"
  }

  /// The features the ledger has cells for, in declared order.
  public static func features(_ ledger: MutationLedger) -> [FeatureID] {
    FeatureDeclaration.ids.filter { id in ledger.cells.contains { $0.cell.feature == id } }
  }

  /// One figures line per run that measured a cell of `feature`, with its command.
  public static func figuresLines(_ ledger: MutationLedger, feature: FeatureID) -> [String] {
    ledger.runs(of: feature).map { "\($0.command): \(figuresLine($0))" }
  }

  /// One line of figures: mutants, builds, time, rate.
  public static func figuresLine(_ record: MutationRecord) -> String {
    let figures = record.figures
    return "seed \(record.seed), \(figures.mutants) mutants (stillborn included) in "
      + "\(Int(figures.totalSeconds.rounded())) s: \(figures.schemaBuilds) schema builds and "
      + "\(figures.ownBuilds) builds of a single mutant (\(Int(figures.buildSeconds.rounded())) s "
      + "building), \(Int(figures.checkSeconds.rounded())) s of checks; "
      + "\(figures.mutantsPerMinute) mutants per minute"
      + (figures.stoppedEarly ? "; stopped early (time limit, Ctrl-C or an error)" : "")
  }
}

/// The terminal's summary of a mutation run.
public enum MutationSummary {
  public static func table(_ record: MutationRecord) -> String {
    let ledger = MutationLedger(runs: [record])
    var parts: [String] = []
    for feature in MutationTables.features(ledger) {
      var table = TextTable(
        headers: MutationTables.headers,
        alignments: [.left] + Array(repeating: .right, count: MutationTables.headers.count - 1))
      for row in MutationTables.rows(ledger, feature: feature) { table.append(row) }
      parts.append("\(feature.rawValue)\n\(table.render())")
    }
    let survivors = record.survivors
    if !survivors.isEmpty {
      parts.append(
        "survivors (\(survivors.count)); judge each: a gap to close with a scenario or a role "
          + "test, or equivalent (then list it in \(EquivalentMutants.path) with a reason):\n"
          + survivors.map { cell, result in
            "\(cell.key)  \(result.id)\n"
              + result.diff.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
          }.joined(separator: "\n"))
    }
    parts.append(MutationTables.figuresLine(record))
    return parts.joined(separator: "\n\n")
  }
}
