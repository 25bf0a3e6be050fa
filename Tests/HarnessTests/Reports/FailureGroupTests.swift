import Engine
import Foundation
import SceneContract
import Testing

@testable import Reports

/// Failures that share one first divergence read as one finding: the first one's diff, then
/// the other scenarios named.
@Suite("Failures grouped by their first divergence")
struct FailureGroupTests {
  static func failing(_ name: String, diff: String) -> ScenarioResult {
    var result = BaselineFixture.result(name, behavior: .fail, ratio: nil)
    result.firstDivergence?.diff = diff
    return result
  }

  static let sameDiff =
    "--- reference\n+++ kvo\n-label titleLabel text=\"Walk\"\n+label titleLabel text=\"\""
  static let otherDiff =
    "--- reference\n+++ kvo\n-button saveButton enabled=true\n+button saveButton enabled=false"

  @Test("three scenarios with one diff are one block; a different diff is its own")
  func grouped() {
    let results = [
      Self.failing("a", diff: Self.sameDiff), BaselineFixture.result("ok"),
      Self.failing("b", diff: Self.otherDiff), Self.failing("c", diff: Self.sameDiff),
      Self.failing("d", diff: Self.sameDiff),
    ]
    let groups = FailureGroup.grouping(results)
    #expect(groups.map(\.first.scenario) == ["a", "b"])
    #expect(groups.map { $0.others.map(\.scenario) } == [["c", "d"], []])
    let report = BaselineFixture.report([.kvo: results])
    let summary = FailureSummary.render(report)
    #expect(summary.components(separatedBy: "FAIL ").count == 3, "\(summary)")
    #expect(
      summary.contains(
        "The same first divergence in 2 more scenarios: "
          + "c (step 2, Scenarios/counter/c.scenario:5), "
          + "d (step 2, Scenarios/counter/d.scenario:5)"))
    let markdown = MarkdownReport.render(report)
    #expect(markdown.contains("The same first divergence in 2 more scenarios: c (step 2"))
  }

  @Test("a long group names the first twelve and counts the rest")
  func bounded() {
    let results = (0..<40).map { Self.failing("s\($0)", diff: Self.sameDiff) }
    let groups = FailureGroup.grouping(results)
    #expect(groups.count == 1)
    let line = groups[0].othersLine { "Scenarios/counter/\($0).scenario" } ?? ""
    #expect(line.hasPrefix("The same first divergence in 39 more scenarios: s1 (step 2"))
    #expect(line.hasSuffix(", … and 27 more"))
  }
}
