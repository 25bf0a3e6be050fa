import Experiments
import SceneContract

extension HTMLReport {
  /// The feature's pitfall gallery and change-cost table, each patch shown on the page.
  static func experiments(_ feature: FeatureReport, patches: [String: String]) -> String {
    guard let experiments = feature.experiments else { return "" }
    var parts: [String] = []
    if !experiments.pitfalls.isEmpty {
      parts.append(pitfalls(experiments.pitfalls, feature: feature.feature))
    }
    if !experiments.changes.isEmpty {
      parts.append(
        changes(
          experiments.changes, feature: feature.feature, order: feature.variants.map(\.variant)))
    }
    if let gaps = experiments.gaps, !gaps.isEmpty {
      parts.append(
        XMLText.text("h3", [:], "Missing experiments")
          + XMLText.element(
            "ul", ["class": "experiment-gaps"],
            content: gaps.map { XMLText.text("li", [:], $0) }.joined()))
    }
    parts.append(patchListings(experiments, patches: patches))
    return parts.joined(separator: "\n")
  }

  static func patchAnchor(_ path: String) -> String {
    "patch-" + path.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
  }

  private static func patchLink(_ path: String, _ text: String) -> String {
    XMLText.text("a", ["href": "#\(patchAnchor(path))"], text)
  }

  private static func pitfalls(_ pitfalls: [PitfallEntry], feature: FeatureID) -> String {
    var rows = [
      row(["mistake", "style", "expected", "last run", "first evidence", "role tests"], header: true)
    ]
    for pitfall in pitfalls {
      for entry in pitfall.styles {
        // Green when the harness did what EXPERIMENT.md says, an honest "not caught" included.
        let expected = ExperimentText.asExpected(entry, expected: pitfall.expected)
        let verdictClass = expected.map { $0 ? "pass" : "fail" } ?? "none"
        let mark = expected == false ? " (not as expected)" : ""
        let cells = [
          XMLText.element(
            "td", [:],
            content: patchLink(entry.patch, pitfall.title)
              + XMLText.text("p", ["class": "legend"], pitfall.summary)),
          XMLText.text("td", ["class": "word"], entry.style.rawValue),
          XMLText.text("td", ["class": "word"], pitfall.expected.rawValue),
          XMLText.text("td", ["class": verdictClass], ExperimentText.pitfallVerdict(entry) + mark),
          XMLText.text("td", [:], entry.evidence.first?.summary ?? ""),
          XMLText.text("td", [:], ExperimentText.roleTests(entry.roleTests)),
        ]
        rows.append(XMLText.element("tr", [:], content: cells.joined()))
      }
    }
    return XMLText.text("h3", [:], "Pitfalls: what the harness catches")
      + XMLText.text("p", ["class": "legend"], ExperimentText.pitfallLegend)
      + scrollBox(
        XMLText.element("table", ["class": "experiments"], content: rows.joined()),
        label: "Pitfalls of \(feature.rawValue)")
  }

  private static func changes(
    _ changes: [ChangeEntry], feature: FeatureID, order: [VariantID]
  ) -> String {
    let styles = FeatureExperiments(pitfalls: [], changes: changes).changeStyles(in: order)
    var rows = [row(["change", "shared"] + styles.map(\.rawValue), header: true)]
    for change in changes {
      let shared = change.shared.map { shared in
        XMLText.element(
          "td", [:],
          content: patchLink(
            shared.patch, "+\(shared.linesAdded) −\(shared.linesRemoved) in \(shared.files) files"))
      } ?? XMLText.text("td", [:], "–")
      let cells = styles.map { style -> String in
        guard let entry = change.styles.first(where: { $0.cost.style == style }) else {
          return XMLText.text("td", [:], "no patch")
        }
        let verdictClass = entry.verdict == .passed ? "pass" : entry.verdict == nil ? "" : "fail"
        return XMLText.element(
          "td", ["class": "v-\(style.rawValue)"],
          content: patchLink(entry.cost.patch, ExperimentText.size(entry.cost))
            + XMLText.text("p", ["class": "legend"], ExperimentText.roles(entry.cost))
            + XMLText.text("p", ["class": verdictClass], ExperimentText.changeVerdict(entry)))
      }
      let title = XMLText.element(
        "td", [:],
        content: XMLText.escape(change.title)
          + XMLText.text("p", ["class": "legend"], change.summary))
      rows.append(XMLText.element("tr", [:], content: title + shared + cells.joined()))
    }
    return XMLText.text("h3", [:], "Cost of a change")
      + XMLText.text("p", ["class": "legend"], ExperimentText.changeLegend)
      + scrollBox(
        XMLText.element("table", ["class": "experiments"], content: rows.joined()),
        label: "Change costs of \(feature.rawValue)")
  }

  /// Every patch of the feature's experiments, folded, each with the anchor the tables link.
  private static func patchListings(_ experiments: FeatureExperiments, patches: [String: String])
    -> String
  {
    let listings = experiments.patchPaths.compactMap { path -> String? in
      guard let text = patches[path] else { return nil }
      return XMLText.element(
        "details", ["id": patchAnchor(path), "class": "patch"],
        content: XMLText.element("summary", [:], content: XMLText.text("code", [:], path))
          + diffBlock(text))
    }
    guard !listings.isEmpty else { return "" }
    return XMLText.element(
      "details", ["class": "patches"],
      content: XMLText.text("summary", [:], "The experiments' patches")
        + listings.joined())
  }
}
