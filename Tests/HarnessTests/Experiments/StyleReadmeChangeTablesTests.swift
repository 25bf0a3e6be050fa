import Foundation
import SceneContract
import Testing
import VariantRegistry

@testable import Experiments
@testable import Reports

/// Each style README's bench tables quote the repository, so they cannot drift from it: a
/// change row is what the committed patch costs (files, lines, types added and roles touched,
/// measured from `Scenarios/<feature>/changes/<change>/<style>.patch` as `workbench experiment`
/// measures them), a pitfall row is the last recorded verdict of `Reports/experiments.json`;
/// a row that differs fails with the rows to paste.
@Suite("Style READMEs quote the bench's patches and verdicts")
struct StyleReadmeChangeTablesTests {
  static let root = RepositoryScenarios.root

  @Test("every change row of its README is its patch's cost", arguments: Registry.styles.map(\.id.rawValue))
  func changeRowsAreThePatchesCosts(id: String) throws {
    let (style, readme) = try Self.readme(of: id)
    let quoted = Self.changeRows(in: readme)
    let expected = try Self.expectedRows(for: style)
    #expect(!expected.isEmpty)
    #expect(
      quoted == expected,
      "\(id)'s README should list its changes as:\n\(expected.joined(separator: "\n"))")
  }

  @Test("every pitfall row of its README is its last recorded verdict", arguments: Registry.styles.map(\.id.rawValue))
  func pitfallRowsAreTheRecordedVerdicts(id: String) throws {
    let (style, readme) = try Self.readme(of: id)
    let expected = try Self.expectedPitfallRows(for: style)
    #expect(!expected.isEmpty)
    let quoted = Self.rows(in: readme, headedBy: "| pitfall | feature |")
    #expect(
      quoted.count == expected.count
        && zip(quoted, expected).allSatisfy { Self.quotes($0, $1) },
      "\(id)'s README should list its pitfalls as:\n\(expected.joined(separator: "\n"))")
  }

  @Test func aDriftedRowIsCaught() throws {
    let style = try #require(Registry.styles.first { $0.id.rawValue == "kvo" })
    var rows = try Self.expectedRows(for: style)
    rows[0] = rows[0].replacingOccurrences(of: "| +", with: "| +1")
    #expect(rows != (try Self.expectedRows(for: style)))
  }

  /// The style `id` and its README's text.
  static func readme(of id: String) throws -> (StyleDeclaration, String) {
    let style = try #require(Registry.styles.first { $0.id.rawValue == id })
    let readme = try String(
      contentsOf: root.appending(path: "Sources/Variants/\(style.folder)/README.md"),
      encoding: .utf8)
    return (style, readme)
  }

  // MARK: - Rows

  /// The rows of the README's table headed `| change | feature | …`, as written.
  static func changeRows(in readme: String) -> [String] {
    rows(in: readme, headedBy: "| change | feature |")
  }

  static func rows(in readme: String, headedBy header: String) -> [String] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
    return Array(lines[(start + 2)...].prefix { $0.hasPrefix("|") })
  }

  /// Whether `row` is `expected`, or `expected` with a note in parentheses after the verdict
  /// (what catches a pitfall the scenarios miss, for example).
  static func quotes(_ row: String, _ expected: String) -> Bool {
    let head = String(expected.dropLast(2))
    return row == expected || (row.hasPrefix(head + " (") && row.hasSuffix(") |"))
  }

  /// One row per pitfall with a patch for the style, features in declared order:
  /// `| \`name\`: title | feature | verdict | role tests |`.
  static func expectedPitfallRows(for style: StyleDeclaration) throws -> [String] {
    let features = FeatureDeclaration.all.filter { style.features[$0.id] != nil }
    var report = WorkbenchReport(
      run: RunMetadata(
        date: "", buildConfiguration: "release", machineCores: 2, warmup: 0, iterations: 0,
        command: ""),
      features: features.map { FeatureReport(feature: $0.id, scenarios: [], variants: []) })
    #expect(report.attachExperiments(root: root, styles: Registry.styles).isEmpty)
    return report.features.flatMap { feature in
      (feature.experiments?.pitfalls ?? []).compactMap { pitfall -> String? in
        guard let entry = pitfall.styles.first(where: { $0.style == style.id }) else { return nil }
        return "| `\(pitfall.name)`: \(pitfall.title) | \(feature.feature.rawValue) | "
          + "\(ExperimentText.pitfallVerdict(entry)) | \(ExperimentText.roleTests(entry.roleTests)) |"
      }
    }
  }

  /// One row per change of every feature the style declares, features in declared order and
  /// changes by name: `| \`name\` | feature | files | +a −r | types | roles |`.
  static func expectedRows(for style: StyleDeclaration) throws -> [String] {
    var rows: [String] = []
    for feature in FeatureDeclaration.all where style.features[feature.id] != nil {
      let folder = root.appending(
        path: "Scenarios/\(feature.id.rawValue)/changes", directoryHint: .isDirectory)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() {
        let file = folder.appending(path: "\(name)/\(style.id.rawValue).patch")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        let cost = ChangeCost(
          measuring: try UnifiedPatchParser.parse(text, source: file.path), style: style,
          feature: feature)
        let types = cost.typesAdded.isEmpty
          ? "–" : cost.typesAdded.map { "`\($0)`" }.joined(separator: ", ")
        let roles = cost.roles.isEmpty ? "–" : cost.roles.map(\.rawValue).joined(separator: ", ")
        rows.append(
          "| `\(name)` | \(feature.id.rawValue) | \(cost.files) | +\(cost.linesAdded) "
            + "−\(cost.linesRemoved) | \(types) | \(roles) |")
      }
    }
    return rows
  }
}
