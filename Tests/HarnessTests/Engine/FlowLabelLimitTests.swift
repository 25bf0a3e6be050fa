import Foundation
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import ScenarioLanguage

@Suite("Flow label length")
@MainActor
struct FlowLabelLimitTests {
  @Test("a label longer than the limit is cut to it, ending in …")
  func bounded() {
    let long = "[closure] presenter(_:didUpdateStartTabSelection:)"
    #expect(FlowNames.bounded(long) == "[closure] presenter(_:didUpdateStartTabSele…")
    #expect(FlowNames.bounded(long).count == FlowNames.labelLimit)
    #expect(FlowNames.bounded("changeCount(request:)") == "changeCount(request:)")
    #expect(FlowNames.label(String(repeating: "x", count: 50)).count == FlowNames.labelLimit)
  }

  @Test("a long call keeps its mark and argument labels and shortens the function's name")
  func calls() {
    let searching = FlowNames.call(
      "restaurantSearchPresenter(_:didChangeSearching:)", mark: "[closure] ")
    #expect(searching == "[closure] restaurant…(_:didChangeSearching:)")
    #expect(searching.count == FlowNames.labelLimit)
    #expect(
      FlowNames.call("recorderPresenter(_:didUpdateStartTabSelection:)", mark: "[branch] ")
        == "[branch] rec…(_:didUpdateStartTabSelection:)")
    #expect(
      FlowNames.call("changeCount(request:)", mark: "[branch] ")
        == "[branch] changeCount(request:)")
    let arguments = "f(" + String(repeating: "a:", count: 30) + ")"
    #expect(FlowNames.call(arguments) == FlowNames.bounded(arguments))
    let closure = "reactive.tap.observeNext { " + String(repeating: "x", count: 40) + " }"
    #expect(FlowNames.call(closure) == FlowNames.bounded(closure))
  }

  /// The feature's flow scenario as the reports choose it, traced on every style with every
  /// step drawn, beside the diagrams the reports draw from the chosen steps.
  static func diagrams(_ feature: FeatureID) throws -> (chosen: Int, drawn: [FlowDiagram]) {
    let workbench = try Workbench(
      registry: Registry.styles, repositoryRoot: RepositoryScenarios.root)
    let scenarios = workbench.scenarios.filter { $0.feature == feature }
    let choice = try #require(
      FlowSelection.choose(among: scenarios, repositoryRoot: RepositoryScenarios.root))
    let scenario = try #require(scenarios.first { $0.name == choice.scenario })
    let variants = workbench.runner.variants(implementing: feature)
    let reported = workbench.traceFlows(scenario, variants: variants, choice: choice).diagrams
    let everyStep = FlowSelection(
      scenario: scenario.name, steps: Array(1...scenario.steps.count))
    let whole = workbench.traceFlows(scenario, variants: variants, choice: everyStep).diagrams
    #expect(reported.count == variants.count, "a style drew no diagram of \(feature)")
    let drawn = variants.compactMap { reported[$0] } + variants.compactMap { whole[$0] }
    return (reported.count, drawn)
  }

  @Test(
    "every flow label of every style stays within the documented limit",
    arguments: FeatureDeclaration.ids)
  func everyLabel(feature: FeatureID) throws {
    let (chosen, diagrams) = try Self.diagrams(feature)
    #expect(chosen == Registry.styles.filter { $0.features[feature] != nil }.count)
    let long = diagrams.flatMap { diagram in
      diagram.messages.filter { $0.label.count > FlowNames.labelLimit }.map {
        "\($0.from) → \($0.to): \($0.label) (\($0.label.count))"
      }
    }
    #expect(long.isEmpty, "labels over \(FlowNames.labelLimit) characters: \(long)")
  }

  @Test("the documented limit is the one the code keeps")
  func documentedLimit() throws {
    let schema = try String(
      contentsOf: RepositoryScenarios.root.appendingPathComponent("Reports/README.md"),
      encoding: .utf8)
    #expect(schema.contains("at most \(FlowNames.labelLimit) characters"))
  }
}
