import Foundation
import ScenarioLanguage
import SceneContract
import Testing
import UIKitLite
import VariantRegistry

@testable import Engine

/// A typed string is bounded where it enters the trace: the app keeps the whole value, the
/// snapshots and the trace show its first bytes and its length, so they cost what the screen
/// shows.
@Suite("Bounded trace")
@MainActor
struct BoundedTraceTests {
  /// A title of `bytes` ASCII bytes, `Walk ` repeated.
  static func title(bytes: Int) -> String {
    String(String(repeating: "Walk ", count: bytes / 5 + 1).prefix(bytes))
  }

  @Test("a value up to the limit is shown whole; a longer one as its start and its length")
  func shownValues() {
    let whole = Self.title(bytes: snapshotValueLimit)
    #expect(shown(whole) == quoted(whole))
    let long = Self.title(bytes: 10_000_000)
    let line = shown(long)
    #expect(line.utf8.count < snapshotValueLimit + 40)
    #expect(line.hasPrefix("\"Walk Walk "))
    #expect(line.hasSuffix("\"…[10000000 bytes]"))
    #expect(shown(long + "x") != line, "values of other lengths differ")
    let emoji = String(repeating: "🏯", count: 1_000)
    #expect(shown(emoji).hasSuffix("\"…[4000 bytes]"), "cut between scalars, never inside one")
  }

  @Test("a text field's snapshot is bounded and its inspected text is whole")
  func textFieldKeepsTheValue() {
    let field = TextField(identifier: "titleField")
    let title = Self.title(bytes: 1_000_000)
    field.text = title
    let line = field.snapshotAttributes.map(\.value).joined(separator: " ")
    #expect(line.utf8.count < snapshotValueLimit + 60)
    #expect(field.inspectableProperties["text"] == quoted(title))
    #expect(field.text == title)
  }

  @Test("a 2 MB title on every style: every step's snapshot stays small, expectations see it whole")
  func longTitleOnEveryStyle() throws {
    let title = Self.title(bytes: 2_000_000)
    let scenario = try ScenarioLoader.parse(
      """
      location authorize authorizedAlways
      type titleField "\(title)"
      expect titleField.text == "\(title)"
      select tabBar "Start"
      location fix 35.0 139.0
      select tabBar "Stop"
      alert confirm
      expect store route "\(title)" points == 1
      select tabBar "History"
      """, path: "long-title.scenario", feature: .routeRecorder)
    let runner = ScenarioRunner(
      registry: Registry.styles,
      fixturesRoot: RepositoryScenarios.root.appendingPathComponent("Scenarios/fixtures"))
    let verdicts = runner.verify(scenario, variants: runner.variants(implementing: .routeRecorder))
    for verdict in verdicts {
      #expect(
        verdict.behavior == .pass,
        "\(verdict.variant.rawValue): \(verdict.divergence?.diff ?? "")")
      for step in verdict.run.steps {
        let size = step.snapshot.lines.reduce(0) { $0 + $1.utf8.count }
        #expect(size < 20 * snapshotValueLimit, "\(verdict.variant.rawValue) step \(step.index)")
      }
    }
  }
}
