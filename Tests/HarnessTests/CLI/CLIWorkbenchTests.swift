import StyleNames
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// A one-button counter screen; `step` lets a test build a variant that counts wrongly, and
/// `leak` one that keeps itself alive after teardown.
@MainActor
final class CLIFakeCounterController: ViewController {
  static var retained: [CLIFakeCounterController] = []
  let label = Label(identifier: "countLabel")
  let button = Button(identifier: "countUpButton", title: "+1")
  let step: Int
  var count = 0

  init(step: Int, leak: Bool) {
    self.step = step
    super.init()
    if leak { Self.retained.append(self) }
  }

  override func loadView() {
    let root = View(identifier: "counterScreen")
    root.addSubview(label)
    root.addSubview(button)
    setView(root)
  }

  override func viewDidLoad() {
    label.text = "0"
    button.addTarget(self, action: CLIFakeCounterController.tapped, for: .touchUpInside)
  }

  func tapped() {
    count += step
    label.text = "\(count)"
  }
}

/// Fake variants registered under real variant names.
enum CLIFakeVariants {
  static func scenes(
    _ variant: VariantID, step: Int = 1, leak: Bool = false, roles: [RoleFile] = []
  ) -> StyleDeclaration {
    StyleDeclaration.testing(
      variant, roles: roles,
      builders: [
        .counter: { _ in
          let controller = CLIFakeCounterController(step: step, leak: leak)
          return Scene(rootViewController: controller, components: [controller])
        }
      ])
  }

  /// A temporary repository with `Package.swift`, counter scenarios and a variant source file.
  static func repository(scenarios: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-\(UUID().uuidString)", isDirectory: true)
    let counter = root.appendingPathComponent("Scenarios/counter", isDirectory: true)
    try FileManager.default.createDirectory(at: counter, withIntermediateDirectories: true)
    try "// swift-tools-version: 6.0\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (name, text) in scenarios {
      try text.write(
        to: counter.appendingPathComponent("\(name).scenario"), atomically: true, encoding: .utf8)
    }
    let sources = root.appendingPathComponent("Sources/Variants/Callback/Counter")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "// A counter.\nfinal class Counter {\n  var count = 0\n}\n".write(
      to: sources.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    return root
  }

  static let countUp = """
    # One tap counts one.

    tap countUpButton
    expect countLabel.text == "1"
    """
  static let twoTaps = """
    # Two taps count two.

    tap countUpButton
    tap countUpButton
    """
}

@Suite("Workbench runs the matrix")
@MainActor
struct CLIWorkbenchTests {
  @Test("runs, times and reports every scenario on every variant")
  func fullRun() throws {
    let root = try CLIFakeVariants.repository(
      scenarios: ["count-up": CLIFakeVariants.countUp, "two-taps": CLIFakeVariants.twoTaps])
    defer { try? FileManager.default.removeItem(at: root) }
    let workbench = try Workbench(
      registry: [CLIFakeVariants.scenes(.callback), CLIFakeVariants.scenes(.kvo, step: 2)],
      repositoryRoot: root)
    let plans = try workbench.plan(Selection())
    #expect(plans.map(\.feature) == [.counter])
    #expect(plans[0].variants == [.callback, .kvo])
    var seen: [String] = []
    let outcomes = try workbench.run(plans, cost: CostPlan(warmup: 1, iterations: 3)) {
      seen.append("\($0.completed)/\($0.total) \($0.scenario)")
    }
    #expect(seen == ["0/2 count-up", "1/2 two-taps"])
    let report = workbench.report(outcomes, cost: .quick, command: "workbench")
    #expect(!report.allPassed)
    let callback = report.features[0].variants[0]
    #expect(callback.scenariosPassed == 2)
    #expect(callback.linesOfCode == 3)
    #expect(callback.files == 1)
    #expect(callback.types == 1)
    #expect(callback.scenarios[0].timing?.iterations == 3)
    let kvo = report.features[0].variants[1]
    #expect(kvo.scenariosPassed == 0)
    #expect(kvo.scenarios[0].timing == nil)
    #expect(kvo.scenarios[0].firstDivergence != nil)
    let failures = FailureSummary.render(report)
    #expect(failures.contains("FAIL counter/count-up on kvo at step 1"))
    #expect(failures.contains("+++ kvo"))
    let written = try ReportWriter.write(report, repositoryRoot: root)
    let json = try ReportCoding.decode(Data(contentsOf: written.json))
    #expect(json == report)
    let markdown = try String(contentsOf: written.markdown, encoding: .utf8)
    #expect(markdown.contains("#### `count-up` on kvo"))
  }

  @Test("filters by variant and scenario, and suggests names for unknown scenarios")
  func selection() throws {
    let root = try CLIFakeVariants.repository(
      scenarios: ["count-up": CLIFakeVariants.countUp, "two-taps": CLIFakeVariants.twoTaps])
    defer { try? FileManager.default.removeItem(at: root) }
    let workbench = try Workbench(
      registry: [CLIFakeVariants.scenes(.callback), CLIFakeVariants.scenes(.bond)],
      repositoryRoot: root)
    let plans = try workbench.plan(
      Selection(variant: .bond, scenario: "two-taps"))
    #expect(plans[0].variants == [.bond])
    #expect(plans[0].scenarios.map(\.name) == ["two-taps"])
    #expect(
      throws: SelectionError(message: "unknown scenario 'count-upp'; did you mean 'count-up'?")
    ) {
      try workbench.plan(Selection(scenario: "count-upp"))
    }
    #expect(throws: SelectionError(message: "variant 'kvo' does not implement counter yet")) {
      try workbench.plan(Selection(feature: .counter, variant: .kvo))
    }
  }

  @Test("a malformed scenario stops everything with file:line:column")
  func malformed() throws {
    let root = try CLIFakeVariants.repository(
      scenarios: ["count-up": CLIFakeVariants.countUp, "broken": "# Broken.\n\ntap\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try Workbench(registry: [CLIFakeVariants.scenes(.callback)], repositoryRoot: root)
      Issue.record("expected a scenario error")
    } catch let error as ScenarioError {
      #expect(error.description.hasPrefix("Scenarios/counter/broken.scenario:3:"))
    }
  }

  @Test("an implemented feature without scenarios stops everything, naming it")
  func missingScenarios() throws {
    let root = try CLIFakeVariants.repository(scenarios: [:])
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try Workbench(registry: [CLIFakeVariants.scenes(.callback)], repositoryRoot: root)
      Issue.record("expected a scenario error")
    } catch let error as ScenarioError {
      #expect(
        error.description == "Scenarios/counter:1:1: expected the scenarios of feature "
          + "`counter` (a readable folder with at least one .scenario file), found no "
          + ".scenario file in it")
    }
  }

  @Test("a leaking variant is reported as a leak")
  func leak() throws {
    let root = try CLIFakeVariants.repository(scenarios: ["count-up": CLIFakeVariants.countUp])
    defer {
      try? FileManager.default.removeItem(at: root)
      CLIFakeCounterController.retained.removeAll()
    }
    let workbench = try Workbench(
      registry: [CLIFakeVariants.scenes(.delegate, leak: true)], repositoryRoot: root)
    let outcomes = try workbench.run(
      try workbench.plan(Selection()), cost: CostPlan(warmup: 0, iterations: 1))
    let report = workbench.report(outcomes, cost: .quick, command: "workbench")
    #expect(report.features[0].variants[0].leaks)
    #expect(!report.allPassed)
    #expect(FailureSummary.render(report).contains("LEAK counter/count-up on delegate"))
  }
}

@Suite("Quick run: behaviour only")
@MainActor
struct QuickRunTests {
  /// Counts the screens built, to prove how often each scenario ran.
  final class Builds {
    var count = 0
  }

  @Test("every scenario runs exactly once per variant, with behaviour and leak checks, untimed")
  func once() throws {
    let root = try CLIFakeVariants.repository(
      scenarios: ["count-up": CLIFakeVariants.countUp, "two-taps": CLIFakeVariants.twoTaps])
    defer { try? FileManager.default.removeItem(at: root) }
    let builds = Builds()
    func counted(_ id: VariantID, step: Int) -> StyleDeclaration {
      StyleDeclaration.testing(
        id,
        builders: [
          .counter: { _ in
            builds.count += 1
            let controller = CLIFakeCounterController(step: step, leak: false)
            return Scene(rootViewController: controller, components: [controller])
          }
        ])
    }
    let workbench = try Workbench(
      registry: [counted(.callback, step: 1), counted(.kvo, step: 2)], repositoryRoot: root)
    builds.count = 0
    let outcomes = try workbench.run(
      try workbench.plan(Selection()), cost: .behaviorOnly, traceFlows: false)
    #expect(builds.count == 4)
    let report = workbench.report(outcomes, cost: .behaviorOnly, command: "workbench run --quick")
    let variants = try #require(report.features.first?.variants)
    #expect(variants[0].scenariosPassed == 2)
    #expect(variants[1].scenariosPassed == 0)
    #expect(variants[1].scenarios.first?.firstDivergence != nil)
    #expect(variants.flatMap(\.scenarios).allSatisfy { $0.timing == nil && !$0.leaks.leaked })
    #expect(variants.allSatisfy { $0.flow == nil && $0.summaryRatio == nil })

    builds.count = 0
    _ = try workbench.run(try workbench.plan(Selection()), cost: CostPlan(warmup: 1, iterations: 3))
    #expect(builds.count > 4)
  }
}
