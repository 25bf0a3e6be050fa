import Mutation
import SceneContract

extension HTMLReport {
  /// The feature's mutation table and its survivors with their diffs; empty when the ledger
  /// has no cell of the feature.
  public static func mutation(_ ledger: MutationLedger, feature: FeatureID) -> String {
    let cells = MutationTables.cells(ledger, feature: feature)
    guard !cells.isEmpty else { return "" }
    var rows = [row(MutationTables.headers, header: true)]
    for cells in MutationTables.rows(ledger, feature: feature) {
      rows.append(row(cells, classes: ["word"]))
    }
    var content =
      XMLText.text("h3", [:], "Mutation testing")
      + XMLText.text("p", ["class": "legend"], MutationTables.legend)
      + MutationTables.figuresLines(ledger, feature: feature)
      .map { XMLText.text("p", ["class": "legend"], $0) }.joined()
      + scrollBox(
        XMLText.element("table", [:], content: rows.joined()),
        label: "Mutation scores of \(feature.rawValue)")
    let survivors = cells.flatMap { cell in
      cell.results.filter { $0.verdict == .survived }.map { (cell.cell, $0) }
    }
    if !survivors.isEmpty {
      content += XMLText.text("h4", [:], "Survivors")
      for (cell, result) in survivors {
        content +=
          XMLText.text("p", [:], "\(cell.style): \(result.id)")
          + XMLText.text(
            "pre", ["class": "diff", "tabindex": "0", "aria-label": "diff of \(result.id)"],
            result.diff)
      }
    }
    return XMLText.element(
      "section", ["id": "mutation-\(feature.rawValue)"], content: content)
  }

  /// A page of its own for a mutation run (`mutation.html`).
  public static func mutationPage(_ record: MutationRecord) -> String {
    let ledger = MutationLedger(runs: [record])
    let sections = MutationTables.features(ledger).map { feature in
      XMLText.text("h2", [:], feature.rawValue) + mutation(ledger, feature: feature)
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <title>Mutation testing</title>
      <style>
      \(HTMLStyle.css)
      </style>
      </head>
      <body>
      \(XMLText.text("h1", [:], "Mutation testing"))
      \(XMLText.text("p", [:], record.command + " · " + record.ranAt))
      <main>
      \(sections.joined(separator: "\n"))
      </main>
      </body>
      </html>

      """
  }
}
