import Foundation
import SceneContract
import StyleNames
import Testing
import UIKitLite
import VariantRegistry

@testable import Engine
@testable import WorkbenchCommandLine

@Suite("Style completeness: what a style still lacks outside its folder")
@MainActor
struct StyleCompletenessTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("completeness-\(UUID().uuidString)", isDirectory: true)

  func makeFile(_ path: String, _ text: String = "// a file\n") throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test("a finished style lacks nothing", arguments: [VariantID.callback, .kvo])
  func finishedStyles(id: VariantID) throws {
    let style = try #require(Registry.styles.first { $0.id == id })
    #expect(StyleCompleteness.gaps(of: style, repositoryRoot: RepositoryScenarios.root) == [])
  }

  @Test("the guide's skeleton lacks its patches, pitfalls, role tests and records")
  func guideSkeletonInThisRepository() {
    let gaps = StyleCompleteness.gaps(
      of: MyStyleStyle.declaration, repositoryRoot: RepositoryScenarios.root
    ).map(\.description)
    #expect(!gaps.contains { $0.hasPrefix("feature ") })
    #expect(gaps.filter { $0.hasPrefix("change ") }.count >= 2 * FeatureDeclaration.all.count)
    #expect(gaps.filter { $0.hasPrefix("role tests: ") }.count == FeatureDeclaration.all.count)
    #expect(gaps.contains { $0.hasPrefix("pitfalls: 0 of its own, at least 3") })
    #expect(gaps.contains { $0.hasPrefix("baseline: Reports/baseline.json has no 'my-style'") })
    #expect(gaps.contains { $0.hasPrefix("experiments: Reports/experiments.json has no ") })
  }

  @Test("a synthetic gap of every kind is named, one line each")
  func syntheticGaps() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try makeFile("Scenarios/counter/changes/step-size/callback.patch")
    try makeFile("Scenarios/counter/changes/step-size/mine.patch")
    try makeFile("Scenarios/counter/changes/reset-alert/callback.patch")
    try makeFile("Scenarios/counter/pitfalls/retain-cycle/mine.patch")
    try makeFile("Scenarios/counter/pitfalls/other/callback.patch")
    try makeFile("Tests/VariantTests/Mine/Counter/MineCounterViewControllerTests.swift")
    try makeFile("Reports/baseline.json", #"{"styles": [{"id": "callback"}]}"#)
    try makeFile(
      "Reports/experiments.json", #"{"results": [{"outcomes": [{"style": "mine"}]}]}"#)
    let style = StyleDeclaration(
      id: "mine", displayName: "Mine", folder: "Mine", colour: "#777777",
      features: [
        .counter: FeatureImplementation(
          build: { _ in Scene(rootViewController: ViewController(), components: []) },
          roles: [
            RoleFile(.view, "CounterViewController.swift"),
            RoleFile(.state, "CounterModel.swift"),
            RoleFile(.state, "CounterModel+Rules.swift"),
          ])
      ])
    let others = FeatureDeclaration.all.dropFirst().map {
      "feature \($0.id): not declared (no entry in the `features` of MineStyle.swift)"
    }
    #expect(
      StyleCompleteness.gaps(of: style, repositoryRoot: root).map(\.description)
        == others + [
          "role tests: counter state has none in Tests/VariantTests/Mine/Counter/ "
            + "(one of MineCounterModelTests.swift)",
          "change reset-alert: no Scenarios/counter/changes/reset-alert/mine.patch",
          "pitfalls: 1 of its own, at least 3 "
            + "(a `mine.patch` in Scenarios/<feature>/pitfalls/<name>/)",
          "baseline: Reports/baseline.json has no 'mine' "
            + "(workbench run --write-baseline once every scenario passes)",
        ])
    let report = ListCommand.missingReport([style], root: root)
    #expect(!report.complete)
    #expect(report.text.hasPrefix("mine: 7 missing\n  feature route-recorder: not declared"))
  }

  @Test("list --missing takes --variant; --variant alone is refused")
  func parsing() throws {
    #expect(
      try CommandLineParser.parse(["list", "--variant", "kvo", "--missing"])
        == .list(ListOptions(variant: .kvo, missing: true)))
    #expect(try CommandLineParser.parse(["list", "--missing"]) == .list(ListOptions(missing: true)))
    #expect(throws: UsageError("option '--variant' goes with --missing", subcommand: .list)) {
      try CommandLineParser.parse(["list", "--variant", "kvo"])
    }
  }
}
