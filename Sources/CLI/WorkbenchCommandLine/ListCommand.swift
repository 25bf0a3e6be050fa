import Engine
import Foundation
import Reports
import ScenarioLanguage
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
    Terminal.write(listing(workbench))
    return .success
  }

  /// What `workbench list` prints: per feature the styles that implement it, those that do
  /// not declare it, and its scenarios; then every style.
  static func listing(_ workbench: Workbench) -> String {
    var lines: [String] = []
    for feature in FeatureDeclaration.ids {
      let variants = workbench.runner.variants(implementing: feature).map(\.rawValue)
      let scenarios = workbench.scenarios.filter { $0.feature == feature }
      lines.append("\(feature.rawValue)")
      lines.append(
        "  variants: " + (variants.isEmpty ? "none yet" : variants.joined(separator: ", ")))
      let undeclared = workbench.undeclared(Selection(feature: feature)).map(\.variant.rawValue)
      if !undeclared.isEmpty {
        lines.append("  not declared by: " + undeclared.joined(separator: ", "))
      }
      lines.append("  scenarios: \(scenarios.isEmpty ? "none yet" : "\(scenarios.count)")")
      let width = scenarios.map(\.name.count).max() ?? 0
      for scenario in scenarios {
        let padding = String(repeating: " ", count: width - scenario.name.count)
        let summary = oneLine(scenario.summary, width: 96 - width)
        lines.append("    \(scenario.name)\(padding)  \(summary)")
      }
    }
    lines.append("")
    let styles = workbench.runner.registry.map(\.id.rawValue)
    lines.append("variants: " + styles.joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `workbench list --missing [--variant <id>]`: what each style (or one) still lacks
  /// outside its folder; exit 1 when anything is missing.
  static func runMissing(
    root: URL, variant: VariantID?, styles: [StyleDeclaration] = Registry.styles
  ) -> ExitCode {
    let selected = styles.filter { variant == nil || $0.id == variant }
    let report = missingReport(selected, root: root)
    Terminal.write(report.text)
    return report.complete ? .success : .failure
  }

  /// The lines `list --missing` prints for `styles`, and whether nothing is missing.
  static func missingReport(_ styles: [StyleDeclaration], root: URL)
    -> (text: String, complete: Bool)
  {
    var lines: [String] = []
    var complete = true
    for style in styles {
      let gaps = StyleCompleteness.gaps(of: style, repositoryRoot: root)
      complete = complete && gaps.isEmpty
      lines.append(
        gaps.isEmpty
          ? "\(style.id): nothing missing"
          : "\(style.id): \(gaps.count) missing")
      lines += gaps.map { "  \($0)" }
    }
    return (lines.joined(separator: "\n") + "\n", complete)
  }

  /// A summary paragraph on one line, cut with `…` past `width` characters.
  static func oneLine(_ summary: String, width: Int) -> String {
    let text = Echo.visible(
      summary.split(whereSeparator: \.isNewline).joined(separator: " "), keepingLineBreaks: false)
    guard text.count > max(20, width) else { return text }
    return String(text.prefix(max(20, width) - 1)) + "…"
  }
}
