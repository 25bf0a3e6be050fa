import Foundation
import SceneContract
import StyleNames
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// A label and a text field; `echo` copies what is typed into the label, the others do not.
@MainActor
private final class TitleController: ViewController {
  let label = Label(identifier: "countLabel")
  let field = TextField(identifier: "titleField")
  let echo: Bool

  init(echo: Bool) {
    self.echo = echo
    super.init()
  }

  override func loadView() {
    let root = View(identifier: "counterScreen")
    root.addSubview(label)
    root.addSubview(field)
    setView(root)
  }

  override func viewDidLoad() {
    label.text = "0"
    field.addTarget(self, action: TitleController.edited, for: .editingChanged)
  }

  func edited() {
    if echo { label.text = field.text }
  }
}

@Suite("Reports quote a bounded slice of any input")
@MainActor
struct BoundedReportTests {
  private static func style(_ variant: VariantID, echo: Bool) -> StyleDeclaration {
    StyleDeclaration.testing(
      variant,
      builders: [
        .counter: { _ in
          let controller = TitleController(echo: echo)
          return Scene(rootViewController: controller, components: [controller])
        }
      ])
  }

  @Test("a 1 MB typed title that diverges and fails gives reports of bounded size")
  func hugeTitle() throws {
    let title = String(repeating: "t", count: 1_000_000)
    let scenario = "# A huge title.\n\ntype titleField \"\(title)\"\n"
      + "expect countLabel.text == \"\(title)\"\n"
    let root = try CLIFakeVariants.repository(scenarios: ["huge": scenario])
    defer { try? FileManager.default.removeItem(at: root) }
    let workbench = try Workbench(
      registry: [
        Self.style(.callback, echo: true), Self.style(.kvo, echo: false),
        Self.style(.bond, echo: false),
      ],
      repositoryRoot: root)
    let plan = CostPlan(warmup: 0, iterations: 1)
    let outcomes = try workbench.run(try workbench.plan(Selection()), cost: plan)
    let report = workbench.report(outcomes, cost: plan, command: "workbench")
    #expect(!report.allPassed)
    let json = try ReportCoding.encode(report)
    let markdown = MarkdownReport.render(report)
    let html = HTMLReport.render(report)
    let failures = FailureSummary.render(report)
    #expect(json.count < 100_000, "report.json: \(json.count) bytes")
    #expect(markdown.utf8.count < 100_000, "report.md: \(markdown.utf8.count) bytes")
    #expect(html.utf8.count < 200_000, "report.html: \(html.utf8.count) bytes")
    #expect(failures.utf8.count < 50_000, "failures: \(failures.utf8.count) bytes")
    #expect(markdown.contains("…(1000018 characters)`"))
  }
}
