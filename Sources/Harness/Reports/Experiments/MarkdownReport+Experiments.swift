import Experiments

extension MarkdownReport {
  /// The feature's pitfall gallery and change-cost table; empty without experiments.
  static func experiments(_ feature: FeatureReport, repositoryPath: String) -> String {
    guard let experiments = feature.experiments else { return "" }
    var parts: [String] = []
    if !experiments.pitfalls.isEmpty {
      var table = MarkdownTable(
        headers: ["mistake", "style", "expected", "last run", "first evidence", "role tests"],
        alignments: ["---", "---", "---", "---", "---", "---"])
      for pitfall in experiments.pitfalls {
        for entry in pitfall.styles {
          let mark = ExperimentText.asExpected(entry, expected: pitfall.expected)
            .map { $0 ? "" : " ⚠ not as expected" } ?? ""
          table.append([
            "[\(pitfall.title)](\(repositoryPath)/\(entry.patch)) (\(MarkdownText.code(pitfall.name)))",
            entry.style.rawValue, pitfall.expected.rawValue,
            ExperimentText.pitfallVerdict(entry) + mark,
            entry.evidence.first?.summary ?? "",
            ExperimentText.roleTests(entry.roleTests),
          ])
        }
      }
      parts.append("### Pitfalls\n\n\(ExperimentText.pitfallLegend)\n\n\(table.render())")
    }
    if !experiments.changes.isEmpty {
      let styles = experiments.changeStyles(in: feature.variants.map(\.variant))
      var table = MarkdownTable(
        headers: ["change", "shared"] + styles.map(\.rawValue),
        alignments: ["---", "---"] + styles.map { _ in "---" })
      for change in experiments.changes {
        let shared = change.shared.map {
          "[+\($0.linesAdded) −\($0.linesRemoved) in \($0.files) files](\(repositoryPath)/\($0.patch))"
        } ?? "–"
        let cells = styles.map { style -> String in
          guard let entry = change.styles.first(where: { $0.cost.style == style }) else {
            return "no patch"
          }
          return "[\(ExperimentText.size(entry.cost))](\(repositoryPath)/\(entry.cost.patch)); "
            + "\(ExperimentText.roles(entry.cost)); \(ExperimentText.changeVerdict(entry))"
        }
        table.append(
          ["\(change.title) (\(MarkdownText.code(change.name)))", shared] + cells)
      }
      parts.append("### Cost of a change\n\n\(ExperimentText.changeLegend)\n\n\(table.render())")
    }
    if let gaps = experiments.gaps, !gaps.isEmpty {
      parts.append(
        "### Missing experiments\n\n" + gaps.map { "- \(MarkdownText.code($0))" }
          .joined(separator: "\n"))
    }
    return parts.joined(separator: "\n\n")
  }
}
