import Experiments
import Foundation
import SceneContract
import VariantRegistry
import Testing

@testable import Reports

/// The README's per-style pitfall counts are the recorded verdicts of
/// `Reports/experiments.json`, the role tests' included.
@Suite("The README's pitfall counts")
struct PitfallCountTableTests {
  static let header = "| style | pitfalls | caught | not caught | a role test fails |"

  /// `| style | pitfalls | caught | not caught | a role test fails |` per style, from the ledger.
  static func expectedCounts() throws -> [String] {
    let root = RepositoryScenarios.root
    let experiments = RepositoryExperimentsTests.experiments.filter { $0.kind == .pitfall }
    let ledger = try ExperimentLedger.load(root: root)
    return Registry.styles.map { style in
      let outcomes = experiments.compactMap { experiment in
        ledger.result(named: experiment.name)?.outcome(of: style.id)
      }
      let caught = outcomes.filter { $0.verdict == .caught }.count
      let notCaught = outcomes.filter { $0.verdict == .notCaught }.count
      let roleTests = outcomes.filter { !($0.roleTests?.failed.isEmpty ?? true) }.count
      return "| \(style.id.rawValue) | \(outcomes.count) | \(caught) | \(notCaught) | \(roleTests) |"
    }
  }

  @Test func countsAreTheRecordedVerdicts() throws {
    let readme = try String(
      contentsOf: RepositoryScenarios.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix(Self.header) })
    // The table's first five columns; the change columns after them are read from patches.
    let quoted = lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { row in
      row.split(separator: "|", omittingEmptySubsequences: false).prefix(6)
        .joined(separator: "|") + "|"
    }
    let expected = try Self.expectedCounts()
    #expect(quoted == expected, "the README's pitfall counts should be:\n\(expected.joined(separator: "\n"))")
  }
}
