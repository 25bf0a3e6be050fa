import Experiments
import Foundation
import SceneContract
import StyleNames
import Testing

@testable import Reports

/// One experiment folder's gap never drops the experiments section: a change without a
/// style's patch and a feature without changes are named, folder by folder, and every other
/// experiment is still reported.
@Suite("Experiment gaps in the reports")
struct ExperimentGapsTests {
  static let change = "Scenarios/counter/changes/double-step"
  static let pitfall = "Scenarios/counter/pitfalls/rx-no-dispose"

  @Test("a change without one style's patch is named; the pitfalls and the change stay")
  func missingPatchIsNamed() throws {
    let root = try ExperimentCatalogTests.root([
      "\(Self.pitfall)/EXPERIMENT.md": "# No dispose bag\n\nExpected: caught\n\nIt leaks.\n",
      "\(Self.pitfall)/rx-mvvm.patch": "",
      "\(Self.change)/EXPERIMENT.md": "# Double step\n\nCount by two.\n",
      "\(Self.change)/callback.patch": """
        --- a/Sources/Variants/Callback/Counter/CounterViewModel.swift
        +++ b/Sources/Variants/Callback/Counter/CounterViewModel.swift
        @@ -1,1 +1,1 @@
        -let step = 1
        +let step = 2

        """,
      "\(Self.change)/scenarios/two.scenario": "tap countUpButton\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    var report = WorkbenchReport(
      run: BaselineFixture.metadata,
      features: [
        FeatureReport(feature: .counter, scenarios: [], variants: []),
        FeatureReport(feature: .webPage, scenarios: [], variants: []),
      ])
    let styles = [
      StyleDeclaration.testing("callback", folder: "Callback"),
      StyleDeclaration.testing("rx-mvvm", folder: "RxMVVM"),
    ]
    let problems = report.attachExperiments(root: root, styles: styles)
    #expect(
      problems == [
        "experiments of counter: \(Self.change): no patch for rx-mvvm (a change is made in "
          + "every style)",
        "experiments of web-page: Scenarios/web-page/changes/ has no change experiment: "
          + "nothing measures what a change costs each style here",
      ])
    let counter = try #require(report.features[0].experiments)
    #expect(counter.pitfalls.map(\.name) == ["rx-no-dispose"])
    #expect(counter.changes.map(\.name) == ["double-step"])
    #expect(counter.gaps?.count == 1)
    #expect(report.features[1].experiments?.gaps?.count == 1)
    let markdown = MarkdownReport.render(report)
    #expect(markdown.contains("### Missing experiments"))
    #expect(markdown.contains("no patch for rx-mvvm"))
    #expect(markdown.contains("### Pitfalls"))
    #expect(HTMLReport.render(report).contains("no patch for rx-mvvm"))
  }
}
