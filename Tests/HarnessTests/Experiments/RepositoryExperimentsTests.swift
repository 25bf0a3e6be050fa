import Experiments
import Foundation
import ScenarioLanguage
import SceneContract
import Testing
import VariantRegistry

/// The repository's experiments kept fresh: a refactor that breaks a patch fails here, long
/// before anyone runs `workbench experiment`.
@Suite("The repository's experiments")
struct RepositoryExperimentsTests {
  static let root = RepositoryScenarios.root

  static let experiments: [Experiment] = (try? ExperimentCatalog.load(
    root: root, features: FeatureDeclaration.ids, styles: Registry.styles.map(\.id))) ?? []

  @Test("Every experiment folder follows the format")
  func folderFormat() throws {
    _ = try ExperimentCatalog.load(
      root: Self.root, features: FeatureDeclaration.ids, styles: Registry.styles.map(\.id))
  }

  @Test("Every patch still applies to the sources", arguments: experiments.map(\.name))
  func patchesApply(name: String) throws {
    let experiment = try #require(Self.experiments.first { $0.name == name })
    let patches = try ExperimentPatches(
      experiment: experiment, root: Self.root, styles: Registry.styles)
    let overlay = try patches.overlay(root: Self.root)
    #expect(!overlay.changes.isEmpty)
  }

  @Test("Every change's scenarios parse", arguments: experiments.filter { $0.kind == .change }.map(\.name))
  func changeScenariosParse(name: String) throws {
    let experiment = try #require(Self.experiments.first { $0.name == name })
    for path in experiment.scenarios {
      let text = try String(contentsOf: Self.root.appending(path: path), encoding: .utf8)
      _ = try ScenarioLoader.parse(text, path: path, feature: experiment.feature)
    }
  }

  @Test("Every style has at least three pitfalls", arguments: Registry.styles.map(\.id.rawValue))
  func pitfallsPerStyle(style: String) {
    let pitfalls = Self.experiments.filter {
      $0.kind == .pitfall && $0.styles.contains(VariantID(rawValue: style))
    }
    #expect(pitfalls.count >= 3, "\(style) has \(pitfalls.count) pitfalls")
  }

  @Test("Every feature has at least two changes", arguments: FeatureDeclaration.ids)
  func changesPerFeature(feature: FeatureID) {
    let changes = Self.experiments.filter { $0.kind == .change && $0.feature == feature }
    #expect(changes.count >= 2, "\(feature.rawValue) has \(changes.count) changes")
  }

  @Test("Every experiment has a result in Reports/experiments.json")
  func everyExperimentRan() throws {
    let ledger = try ExperimentLedger.load(root: Self.root)
    let missing = Self.experiments.map(\.name).filter { ledger.result(named: $0) == nil }
    #expect(missing.isEmpty, "never run: \(missing.joined(separator: ", "))")
  }

  @Test("Every pitfall's result says what the patched style's role tests did")
  func everyPitfallRanItsRoleTests() throws {
    let ledger = try ExperimentLedger.load(root: Self.root)
    let silent = Self.experiments.filter { $0.kind == .pitfall }.flatMap { experiment in
      (ledger.result(named: experiment.name)?.outcomes ?? [])
        .filter { $0.verdict != .buildFailed && $0.roleTests == nil }
        .map { "\(experiment.name) (\($0.style.rawValue))" }
    }
    #expect(silent.isEmpty, "role tests never ran: \(silent.joined(separator: ", "))")
  }
}

