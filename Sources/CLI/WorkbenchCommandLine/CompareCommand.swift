import Foundation
import Reports
import SceneContract

/// `workbench compare`: one feature of two styles, file by file paired by role.
enum CompareCommand {
  static func run(root: URL, options: CompareOptions) -> ExitCode {
    guard let feature = FeatureDeclaration.named(options.feature),
      let left = Catalog.style(named: options.left.rawValue),
      let right = Catalog.style(named: options.right.rawValue)
    else { return .usage }
    for style in [left, right] where style.features[feature.id] == nil {
      Terminal.error(
        "\(UsageError("style '\(style.id)' does not implement \(feature.id) yet", subcommand: .compare))")
      return .usage
    }
    do {
      let comparison = try RoleComparison(
        feature: feature, left: left, right: right, repositoryRoot: root,
        layout: options.layout, role: options.role)
      if let role = options.role, comparison.entries.isEmpty {
        let known = RolePairing(
          files: [
            left.id: StyleSummary(left).roles[feature.id.rawValue] ?? [],
            right.id: StyleSummary(right).roles[feature.id.rawValue] ?? [],
          ]
        ).roles
        Terminal.error(
          "\(UsageError.unknown("role", role, among: known, subcommand: .compare))")
        return .usage
      }
      Terminal.write(comparison.render())
      return .success
    } catch {
      Terminal.error("error: \(error.localizedDescription)")
      return .usage
    }
  }
}
