import Experiments
import Testing

@testable import WorkbenchCommandLine

@Suite("CLI: experiment options")
struct ExperimentOptionTests {
  @Test("Names, --all with filters, --list and --check parse")
  func parses() throws {
    #expect(
      try CommandLineParser.parse(["experiment", "rx-no-share"])
        == .experiment(ExperimentOptions(names: ["rx-no-share"])))
    #expect(
      try CommandLineParser.parse(
        ["experiment", "--all", "--kind", "change", "--feature", "counter", "--variant", "kvo"])
        == .experiment(
          ExperimentOptions(feature: .counter, kind: .change, style: "kvo", record: true)))
    #expect(
      try CommandLineParser.parse(["experiment", "--list"])
        == .experiment(ExperimentOptions(action: .list)))
    #expect(
      try CommandLineParser.parse(["--root", "/x", "experiment", "--check"])
        == .experiment(ExperimentOptions(root: "/x", action: .check)))
  }

  @Test("Only --all and --record write the committed ledger; --record runs something")
  func recording() throws {
    #expect(
      try CommandLineParser.parse(["experiment", "rx-no-share", "--record"])
        == .experiment(ExperimentOptions(names: ["rx-no-share"], record: true)))
    guard case .experiment(let named) = try CommandLineParser.parse(["experiment", "a"]),
      case .experiment(let all) = try CommandLineParser.parse(["experiment", "--all"])
    else {
      Issue.record("expected experiment commands")
      return
    }
    #expect(!named.record && all.record)
    #expect(throws: UsageError.self) {
      try CommandLineParser.parse(["experiment", "--list", "--record"])
    }
    #expect(ExperimentLedger.latestPath.hasPrefix("Reports/latest-"))
  }

  @Test("Nothing to run, names with --all, and an unknown kind are usage errors")
  func refuses() {
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["experiment"]) }
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["experiment", "a", "--all"]) }
    #expect(throws: UsageError.self) {
      try CommandLineParser.parse(["experiment", "a", "--feature", "counter"])
    }
    #expect(throws: UsageError.self) {
      try CommandLineParser.parse(["experiment", "--all", "--kind", "pitfal"])
    }
  }

  @Test("The help names every action and the results file")
  func help() {
    let text = HelpText.text(for: .experiment)
    for word in ["--all", "--list", "--check", "Reports/experiments.json", "Ctrl-C"] {
      #expect(text.contains(word))
    }
  }
}
