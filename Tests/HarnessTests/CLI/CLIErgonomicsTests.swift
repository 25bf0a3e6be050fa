import Foundation
import FoundationXML
import SceneContract
import StyleNames
import Testing

@testable import Engine
@testable import Reports
@testable import WorkbenchCommandLine

@Suite("CLI for CI: options, colour, progress, summary")
struct CLIErgonomicsTests {
  func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  @Test("--root is accepted before or after the subcommand, but not twice")
  func rootAnywhere() throws {
    let run = WorkbenchCommand.run(
      RunOptions(root: "../wb", selection: Selection(feature: .counter)))
    #expect(try parse("--root ../wb run --feature counter") == run)
    #expect(try parse("--root=../wb run --feature counter") == run)
    #expect(try parse("run --feature counter --root ../wb") == run)
    #expect(try parse("--root ../wb --feature counter") == run)
    #expect(try parse("--root ../wb list") == .list(ListOptions(root: "../wb")))
    #expect(
      try parse("--root ../wb play counter --variant kvo")
        == .play(PlayOptions(root: "../wb", feature: .counter, variant: .kvo)))
    #expect(throws: UsageError("option '--root' given twice")) {
      try parse("--root a run --root b")
    }
    #expect(throws: UsageError("option '--root' needs a value")) { try parse("--root") }
  }

  @Test("--version prints the version alone")
  func version() throws {
    #expect(try parse("--version") == .version)
    #expect(WorkbenchVersion.line.hasPrefix("workbench \(WorkbenchVersion.number) ("))
    #expect(throws: UsageError.self) { try parse("--version run") }
  }

  @Test("--format, --out and --quick are parsed; --quick refuses --write-baseline")
  func outputOptions() throws {
    #expect(
      try parse("run --quick --format json --out /tmp/x")
        == .run(RunOptions(quick: true, output: OutputOptions(out: "/tmp/x", format: .json))))
    guard case .check(let check) = try parse("check --baseline b.json --format json") else {
      Issue.record("expected check")
      return
    }
    #expect(check.output.format == .json)
    guard case .bench(let bench) = try parse("bench --out o") else {
      Issue.record("expected bench")
      return
    }
    #expect(bench.output.out == "o")
    #expect(throws: UsageError.self) { try parse("run --format yaml") }
    #expect(throws: UsageError.self) { try parse("run --quick --write-baseline") }
  }

  @Test("colour only on a terminal without NO_COLOR or TERM=dumb")
  func colour() {
    #expect(Console.usesColour(isTerminal: true, environment: [:]))
    #expect(!Console.usesColour(isTerminal: false, environment: [:]))
    #expect(!Console.usesColour(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(Console.usesColour(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!Console.usesColour(isTerminal: true, environment: ["TERM": "dumb"]))
    let plain = Console(toStandardError: false, colour: false, isTerminal: false)
    #expect(plain.paint("FAILED", .red) == "FAILED")
    #expect(plain.paintFailures("FAIL x\n-a\n+b") == "FAIL x\n-a\n+b")
    let coloured = Console(toStandardError: false, colour: true, isTerminal: true)
    #expect(coloured.paint("FAILED", .red) == "\u{1B}[31mFAILED\u{1B}[0m")
    #expect(coloured.paintFailures("--- a\n-x").hasSuffix("\u{1B}[31m-x\u{1B}[0m"))
  }

  @Test("a filtered or quick run writes beside the full report, never over it")
  func reportFolder() {
    #expect(ReportFolder.path(for: Selection()) == "Reports/latest")
    #expect(ReportFolder.path(for: Selection(), timed: false) == "Reports/latest-quick")
    #expect(
      ReportFolder.path(for: Selection(feature: .counter, variant: .rxMVVM))
        == "Reports/latest-counter-rx-mvvm")
    #expect(
      ReportFolder.path(for: Selection(scenario: "../up two"), timed: false)
        == "Reports/latest-.._up_two-quick")
  }
}

@Suite("Run summary and JUnit for CI")
@MainActor
struct CIOutputTests {
  @Test("the JSON run summary names the verdict, the reports and every failure")
  func runSummary() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let summary = RunSummary(
      report, timed: true, exitCode: 1, reports: ["html": "Reports/latest/report.html"])
    let decoded = try JSONDecoder().decode(RunSummary.self, from: Data(summary.json().utf8))
    #expect(decoded == summary)
    #expect(!decoded.passed)
    #expect(decoded.scenarioRuns == 4)
    #expect(decoded.scenarioRunsPassed == 2)
    #expect(decoded.failures.map(\.scenario) == ["count-up", "two-taps"])
    #expect(decoded.failures.allSatisfy { $0.variant == "kvo" && $0.kind == "fail" })
    #expect(decoded.failures.first?.location == "Scenarios/counter/count-up.scenario:3")
  }

  @Test("a case failing for two reasons has one <failure>; a cost warning is a warning")
  func junitOneFailure() throws {
    let failing = BaselineFixture.result("a", behavior: .fail, leaked: ["CounterViewModel"])
    let current = BaselineFixture.report([
      .callback: [failing, BaselineFixture.result("b")],
      .kvo: [BaselineFixture.result("a", ratio: 1.6), BaselineFixture.result("b", ratio: 1.6)],
    ])
    let comparison = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: current, costRegressions: .warning)
    let xml = JUnitReport.render(current, comparison: comparison)
    let document = try XMLDocument(data: Data(xml.utf8), options: [])
    let failures = try document.nodes(
      forXPath: "//testcase[@name='a'][@classname='counter.callback']/failure")
      .compactMap { $0 as? XMLElement }
    #expect(failures.count == 1)
    #expect(failures.first?.attribute(forName: "type")?.stringValue?.contains("leak") == true)
    let warnings = try document.nodes(
      forXPath: "//testsuite[@name='cost']/testcase/properties/property[@name='warning']")
    #expect(!warnings.isEmpty)
    let errors = try document.nodes(forXPath: "//testsuite[@name='cost']/testcase/system-err")
      .compactMap(\.stringValue)
    #expect(errors.allSatisfy { $0.hasPrefix("WARNING ") })
    #expect(try document.nodes(forXPath: "//testsuite[@name='cost']/testcase/failure").isEmpty)
  }
}

@Suite("CLI help for the CI options")
struct CLIErgonomicsHelpTests {
  @Test("the help documents --quick, --out, --format and --version")
  func help() {
    #expect(HelpText.text(for: .run).contains("--quick"))
    for subcommand in [Subcommand.run, .bench, .check] {
      #expect(HelpText.text(for: subcommand).contains("--format text|json"))
      #expect(HelpText.text(for: subcommand).contains("--out <dir>"))
    }
    #expect(HelpText.text(for: nil).contains("--version"))
  }
}
