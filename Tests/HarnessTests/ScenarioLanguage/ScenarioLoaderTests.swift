import Foundation
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Scenario loader")
struct ScenarioLoaderTests {
  /// A fresh folder of scenario files; removed when the test's closure returns.
  private func withScenarios(_ files: [String: String], _ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-loader-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try body(root)
  }

  @Test func loadsByFeatureOrderThenFileName() throws {
    try withScenarios([
      "restaurant-search/first.scenario": "tap searchButton\n",
      "counter/b.scenario": "# Second.\ntap countUpButton\n",
      "counter/a.scenario": "# First.\ntap countDownButton\n",
      "counter/notes.txt": "not a scenario",
      "route-recorder/start.scenario": "tap startButton\n",
      "web-page/go.scenario": "tap goButton\n",
      "fixtures/shops.json": "{}",
    ]) { root in
      let scenarios = try ScenarioLoader.loadAll(root: root)
      #expect(scenarios.map(\.name) == ["a", "b", "start", "first", "go"])
      #expect(
        scenarios.map(\.feature) == [.counter, .counter, .routeRecorder, .restaurantSearch, .webPage])
      #expect(scenarios[0].path == "\(root.relativePath)/counter/a.scenario")
      #expect(scenarios[0].summary == "First.")
    }
  }

  @Test func firstMalformedFileStopsTheLoad() throws {
    try withScenarios([
      "counter/a.scenario": "tap countUpButton\n",
      "counter/b.scenario": "tap countUpButton\nadvance soon\n",
      "counter/c.scenario": "bogus\n",
    ]) { root in
      #expect {
        _ = try ScenarioLoader.loadAll(root: root)
      } throws: { error in
        "\(error)" == "\(root.relativePath)/counter/b.scenario:2:9: expected a duration such as "
          + "`500ms` or `2s` after `advance`, found `soon`"
      }
    }
  }

  @Test func folderNotNamedAfterAFeatureIsAnError() throws {
    try withScenarios(["countr/a.scenario": "tap countUpButton\n"]) { root in
      #expect {
        _ = try ScenarioLoader.loadAll(root: root)
      } throws: { error in
        "\(error)" == "\(root.relativePath)/countr/a.scenario:1:1: expected the scenario folder to "
          + "be named after a feature (counter, route-recorder, restaurant-search, web-page), "
          + "found `countr`; did you mean `counter`?"
      }
    }
  }

  @Test func everyFeatureNeedsAFolderOfScenarios() throws {
    let counter = "tap countUpButton\n"
    let cases: [([String: String], String, String)] = [
      (["counter/a.scenario": counter, "restaurant-search/a.scenario": counter],
        "route-recorder", "no folder"),
      ([
        "counter/a.scenario": counter, "route-recorder/notes.txt": "",
        "restaurant-search/a.scenario": counter,
      ], "route-recorder", "no .scenario file in it"),
      ([
        "counter/a.scenario": counter, "route-recorder/a.scenario": counter,
        "restaurant-search": "",
      ], "restaurant-search", "a file that is not a folder"),
    ]
    for (files, feature, found) in cases {
      try withScenarios(files) { root in
        #expect {
          _ = try ScenarioLoader.loadAll(root: root)
        } throws: { error in
          "\(error)" == "\(root.relativePath)/\(feature):1:1: expected the scenarios of feature "
            + "`\(feature)` (a readable folder with at least one .scenario file), found \(found)"
        }
      }
    }
  }

  @Test func onlyRequiredFeaturesNeedScenarios() throws {
    try withScenarios(["counter/a.scenario": "tap countUpButton\n"]) { root in
      let scenarios = try ScenarioLoader.loadAll(root: root, requiring: [.counter])
      #expect(scenarios.map(\.name) == ["a"])
      #expect(throws: ScenarioError.self) { try ScenarioLoader.loadAll(root: root) }
    }
  }

  @Test func missingRootIsAnError() {
    let root = URL(fileURLWithPath: "/nonexistent/Scenarios")
    #expect {
      _ = try ScenarioLoader.loadAll(root: root)
    } throws: { error in
      "\(error)" == "/nonexistent/Scenarios:1:1: expected a readable folder of scenarios"
    }
  }

  @Test func theRepositoryScenariosAllParse() throws {
    let root = RepositoryScenarios.root.appendingPathComponent("Scenarios")
    let scenarios = try ScenarioLoader.loadAll(root: root)
    let counter = scenarios.filter { $0.feature == .counter }
    #expect(counter.count >= 12)
    for scenario in counter {
      #expect(!scenario.summary.isEmpty, "\(scenario.name) opens with a comment paragraph")
    }
  }
}
