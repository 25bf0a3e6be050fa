import Foundation
import SceneContract
import Testing
import VariantRegistry

/// The README's timings quote how many scenarios and scenario runs the default run has; they
/// are counted from the repository, so a scenario added or removed without the README fails.
@Suite("README scenario counts")
struct ReadmeScenarioCountTests {
  @Test("the default run's scenario and run counts are the repository's")
  func scenarioCountsAreTheRepositorys() throws {
    let root = RepositoryScenarios.root
    let scenarios = FeatureDeclaration.all.reduce(0) { total, feature in
      let folder = root.appending(path: "Scenarios/\(feature.id.rawValue)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return total + names.filter { $0.hasSuffix(".scenario") }.count
    }
    let runs = Registry.styles.reduce(0) { total, style in
      total + FeatureDeclaration.all.filter { style.features[$0.id] != nil }.reduce(0) {
        $0 + ((try? FileManager.default.contentsOfDirectory(
          atPath: root.appending(path: "Scenarios/\($1.id.rawValue)").path)) ?? [])
          .filter { $0.hasSuffix(".scenario") }.count
      }
    }
    let readme = try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.groupingSeparator = ","
    let runText = try #require(formatter.string(from: NSNumber(value: runs)))
    #expect(
      readme.contains("\(runText) scenario runs: \(scenarios) scenarios on nine styles"),
      "the README should say \(runText) scenario runs: \(scenarios) scenarios")
    #expect(readme.contains("nothing timed; \(runText) scenario runs)"))
    #expect(Registry.styles.count == 9, "the README says nine styles")
  }
}
