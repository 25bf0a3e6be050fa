import Foundation
import SceneContract
import StyleNames
import Testing

@testable import Engine
@testable import Reports
@testable import WorkbenchCommandLine

/// Nothing about a selected style is silent: `run --variant X` judges X against the screens
/// the other styles agree on, and a style that does not declare a feature is named wherever
/// the feature's results are.
@Suite("Selected styles: judged against the others, never silently left out")
@MainActor
struct SelectedStyleTests {
  /// callback and delegate count up by one, kvo by two; bond declares no feature.
  static func workbench(root: URL) throws -> Workbench {
    try Workbench(
      registry: [
        CLIFakeVariants.scenes(.callback), CLIFakeVariants.scenes(.delegate),
        CLIFakeVariants.scenes(.kvo, step: 2),
        StyleDeclaration.testing(.bond, builders: [:]),
      ],
      repositoryRoot: root)
  }

  @Test("run --variant kvo fails what the full run fails: the others vote for the reference")
  func selectedStyleIsJudgedAgainstTheOthers() throws {
    let root = try CLIFakeVariants.repository(scenarios: ["two-taps": CLIFakeVariants.twoTaps])
    defer { try? FileManager.default.removeItem(at: root) }
    let workbench = try Self.workbench(root: root)
    let plans = try workbench.plan(Selection(variant: .kvo))
    #expect(plans.map(\.variants) == [[.kvo]])
    #expect(plans.map(\.referenceVariants) == [[.callback, .delegate]])
    let outcomes = try workbench.run(plans, cost: .behaviorOnly, traceFlows: false)
    let verdicts = outcomes.flatMap(\.scenarios).flatMap(\.verdicts)
    #expect(verdicts.map(\.variant) == [.kvo], "only the selected style is reported")
    #expect(verdicts.map(\.behavior) == [.fail])
    let whole = try workbench.run(
      try workbench.plan(Selection()), cost: .behaviorOnly, traceFlows: false)
    let kvo = whole.flatMap(\.scenarios).flatMap(\.verdicts).first { $0.variant == .kvo }
    #expect(kvo?.behavior == .fail)
    #expect(kvo?.divergence?.step == verdicts.first?.divergence?.step)
  }

  @Test("a style without a feature is named in list, the summary, JUnit and the reports")
  func undeclaredFeatureIsNamed() throws {
    let root = try CLIFakeVariants.repository(scenarios: ["two-taps": CLIFakeVariants.twoTaps])
    defer { try? FileManager.default.removeItem(at: root) }
    let workbench = try Self.workbench(root: root)
    let undeclared = workbench.undeclared(Selection())
    #expect(undeclared == [UndeclaredFeature(feature: .counter, variant: .bond)])
    #expect(workbench.undeclared(Selection(variant: .kvo)).isEmpty)
    #expect(workbench.undeclared(Selection(variant: .bond)) == undeclared)
    #expect(ListCommand.listing(workbench).contains("  not declared by: bond\n"))

    let outcomes = try workbench.run(
      try workbench.plan(Selection()), cost: .behaviorOnly, traceFlows: false)
    var report = workbench.report(outcomes, cost: .behaviorOnly, command: "workbench run")
    report.undeclared = undeclared
    let sentence = "bond does not declare counter"
    #expect(SummaryTable.render(report).contains("not declared: \(sentence)"))
    #expect(MarkdownReport.render(report).contains("## Not declared\n\n- \(sentence)"))
    #expect(HTMLReport.render(report).contains(sentence))
    let junit = JUnitReport.render(report)
    #expect(junit.contains("<testsuite name=\"counter.bond\" tests=\"1\""))
    #expect(junit.contains("skipped=\"1\""))
    #expect(junit.contains("<skipped message=\"\(sentence)"))
    let decoded = try JSONDecoder().decode(
      WorkbenchReport.self, from: try JSONEncoder().encode(report))
    #expect(decoded.undeclared == undeclared)
  }
}
