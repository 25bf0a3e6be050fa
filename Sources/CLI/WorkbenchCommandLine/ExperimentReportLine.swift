import Experiments
import Reports
import ScenarioLanguage

/// The terminal's lines for experiment results.
enum ExperimentReportLine {
  /// `last run: caught (<style>), as expected`.
  static func lastRun(_ result: ExperimentResult) -> String {
    let verdicts = result.outcomes.map { "\($0.verdict.rawValue) (\($0.style.rawValue))" }
    let shown = verdicts.count > 3
      ? Set(result.outcomes.map(\.verdict.rawValue)).sorted().joined(separator: " / ")
        + " (\(verdicts.count) styles)"
      : verdicts.joined(separator: ", ")
    return "last run: \(shown), \(result.asExpected ? "as expected" : "NOT as expected")"
  }

  /// `<style>  caught — failed expectation at …`, then any other check's first finding.
  static func outcome(_ outcome: StyleOutcome, width: Int) -> [String] {
    let name = outcome.style.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
    let indent = String(repeating: " ", count: width + 4)
    let roleTests = outcome.roleTests.map {
      [indent + "role tests: " + Echo.line(ExperimentText.roleTests($0))]
    } ?? []
    guard let first = outcome.evidence.first else {
      let scenarios = "\(outcome.scenariosTotal) scenarios"
      return ["  \(name)  \(outcome.verdict.rawValue) — every one of \(scenarios) passed, nothing leaked"]
        + roleTests
    }
    var lines = ["  \(name)  \(outcome.verdict.rawValue) — \(Echo.line(first.summary))"]
    if let detail = first.detail, !detail.isEmpty {
      let detailLines = detail.split(separator: "\n", omittingEmptySubsequences: false)
      lines += detailLines.prefix(16).map { indent + Echo.line(String($0)) }
      if detailLines.count > 16 { lines.append(indent + "… (\(detailLines.count - 16) more lines)") }
    }
    for more in outcome.evidence.dropFirst() { lines.append(indent + "also: " + more.summary) }
    if outcome.scenariosTotal > 0 {
      lines.append(
        indent + "\(outcome.scenariosFailed) of \(outcome.scenariosTotal) scenarios failed or leaked")
    }
    return lines + roleTests
  }

  /// `3 files (1 new), +24 −5, 1 type; roles: state, view`.
  static func cost(_ cost: ChangeCost) -> String {
    let roles = cost.roles.isEmpty ? "" : "; roles: " + ExperimentText.roles(cost)
    return ExperimentText.size(cost) + roles
  }
}
