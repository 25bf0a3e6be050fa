import Engine
import Foundation
import Reports
import SceneContract
import VariantRegistry

/// `workbench list`: features, the variants implementing each, and every scenario.
@MainActor
enum ListCommand {
  static func run(root: URL) -> ExitCode {
    let workbench: Workbench
    do {
      workbench = try Workbench(registry: Registry.styles, repositoryRoot: root)
    } catch {
      Terminal.error("\(error)")
      return .usage
    }
    var lines: [String] = []
    for feature in FeatureDeclaration.ids {
      let variants = workbench.runner.variants(implementing: feature).map(\.rawValue)
      let scenarios = workbench.scenarios.filter { $0.feature == feature }
      lines.append("\(feature.rawValue)")
      lines.append(
        "  variants: " + (variants.isEmpty ? "none yet" : variants.joined(separator: ", ")))
      lines.append("  scenarios: \(scenarios.isEmpty ? "none yet" : "\(scenarios.count)")")
      let width = scenarios.map(\.name.count).max() ?? 0
      for scenario in scenarios {
        let padding = String(repeating: " ", count: width - scenario.name.count)
        let summary = oneLine(scenario.summary, width: 96 - width)
        lines.append("    \(scenario.name)\(padding)  \(summary)")
      }
    }
    lines.append("")
    lines.append("variants: " + Catalog.styleNames.joined(separator: ", "))
    Terminal.write(lines.joined(separator: "\n") + "\n")
    return .success
  }

  /// A summary paragraph on one line, cut with `…` past `width` characters.
  static func oneLine(_ summary: String, width: Int) -> String {
    let text = summary.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard text.count > max(20, width) else { return text }
    return String(text.prefix(max(20, width) - 1)) + "…"
  }
}
