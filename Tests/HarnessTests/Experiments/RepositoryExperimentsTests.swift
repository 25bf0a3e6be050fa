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
}
