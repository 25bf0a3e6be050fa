import Mutation
import SceneContract

extension MarkdownReport {
  /// The feature's mutation table and its survivors with their diffs; empty when the ledger
  /// has no cell of the feature.
  public static func mutation(_ ledger: MutationLedger, feature: FeatureID) -> String {
    let cells = MutationTables.cells(ledger, feature: feature)
    guard !cells.isEmpty else { return "" }
    var table = MarkdownTable(
      headers: MutationTables.headers,
      alignments: ["---"] + Array(repeating: "--:", count: MutationTables.headers.count - 1))
    for row in MutationTables.rows(ledger, feature: feature) { table.append(row) }
    let runs = MutationTables.figuresLines(ledger, feature: feature).map { "- \($0)" }
    var text = "### Mutation testing\n\n\(MutationTables.legend)\n\n"
      + "\(runs.joined(separator: "\n"))\n\n\(table.render())"
    let survivors = cells.flatMap { cell in
      cell.results.filter { $0.verdict == .survived }.map { (cell.cell, $0) }
    }
    if !survivors.isEmpty {
      text += "\n\n#### Survivors\n\n"
        + survivors.map { cell, result in
          "- \(cell.style): \(MarkdownText.code(result.id))\n\n  ```diff\n"
            + result.diff.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            + "\n  ```"
        }.joined(separator: "\n")
    }
    return text
  }

  /// A page of its own for a mutation run (`mutation.md`).
  public static func mutationPage(_ record: MutationRecord) -> String {
    let ledger = MutationLedger(runs: [record])
    var sections = [
      "# Mutation testing\n\n\(MarkdownText.code(record.command)) · \(record.ranAt)\n\n"
        + MutationTables.figuresLine(record)
    ]
    for feature in MutationTables.features(ledger) {
      sections.append(
        "## \(feature.rawValue)\n\n"
          + mutation(ledger, feature: feature).replacingOccurrences(
            of: "### Mutation testing\n\n", with: ""))
    }
    return sections.joined(separator: "\n\n") + "\n"
  }
}
