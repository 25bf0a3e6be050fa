import Foundation
import SceneContract
import Testing

@testable import Mutation
@testable import Reports
@testable import WorkbenchCommandLine

@Suite("Mutation tables")
struct MutationReportTests {
  func result(_ id: String, _ verdict: MutantResult.Verdict) -> MutantResult {
    MutantResult(
      id: id, file: "Sources/Variants/KVO/Counter/CounterModel.swift", line: 3,
      operator: .comparison, verdict: verdict,
      diff: "--- a/x\n+++ b/x\n@@ -3,1 +3,1 @@\n-a < b\n+a <= b", evidence: nil, inSchema: true,
      seconds: 1)
  }

  var record: MutationRecord {
    MutationRecord(
      seed: 7, command: "workbench mutate --feature counter", ranAt: "2026-01-01T00:00:00Z",
      budget: 4, timeLimitSeconds: nil,
      figures: MutationFigures(
        schemaBuilds: 1, ownBuilds: 1, buildSeconds: 60, checkSeconds: 60, totalSeconds: 120,
        mutants: 6),
      cells: [
        MutationCellResult(
          cell: MutationCell(style: "domain", feature: .counter), candidates: 5,
          equivalentsSkipped: 0, results: [result("d", .scenarios)]),
        MutationCellResult(
          cell: MutationCell(style: "kvo", feature: .counter), candidates: 40,
          equivalentsSkipped: 1,
          results: [
            result("a", .scenarios), result("b", .roleTests), result("c", .both),
            result("s", .survived), result("x", .stillborn),
          ]),
      ])
  }

  @Test func scoresCountLiveMutantsOnly() throws {
    let kvo = try #require(record.cells.last)
    #expect(kvo.live == 4)
    #expect(kvo.killed == 3)
    #expect(kvo.killedByScenarios == 2 && kvo.killedByRoleTests == 2)
    #expect(kvo.score == 75)
    #expect(record.figures.mutantsPerMinute == 3)
    #expect(
      MutationTables.rows(record, feature: .counter) == [
        ["kvo", "4", "1", "1", "1", "1", "1", "75.0 %"],
        ["domain", "1", "1", "0", "0", "0", "0", "100.0 %"],
      ])
  }

  @Test func markdownHTMLAndTerminalShowTheTableAndTheSurvivorsDiffs() {
    let markdown = MarkdownReport.mutation(record, feature: .counter)
    #expect(markdown.contains("| kvo | 4 | 1 | 1 | 1 | 1 | 1 | 75.0 % |"))
    #expect(markdown.contains("```diff") && markdown.contains("+a <= b"))
    #expect(MarkdownReport.mutation(record, feature: .webPage).isEmpty)
    let html = HTMLReport.mutation(record, feature: .counter)
    #expect(html.contains("<td>75.0 %</td>") && html.contains("+a &lt;= b"))
    let page = HTMLReport.mutationPage(record)
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("counter"))
    let summary = MutationSummary.table(record)
    #expect(summary.contains("survivors (1)") && summary.contains("kvo"))
  }

  @Test("report.json carries the record, and a report without one still reads")
  func reportJSONRoundTrips() throws {
    let report = WorkbenchReport(
      run: RunMetadata(
        date: "d", buildConfiguration: "debug", machineCores: 2, warmup: 0, iterations: 0,
        command: "c"),
      features: [])
    var withRecord = report
    withRecord.mutation = record
    let data = try JSONEncoder().encode(withRecord)
    #expect(try JSONDecoder().decode(WorkbenchReport.self, from: data).mutation == record)
    let without = try JSONDecoder().decode(WorkbenchReport.self, from: JSONEncoder().encode(report))
    #expect(without.mutation == nil)
  }

  @Test func optionsParse() throws {
    func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
      try CommandLineParser.parse(line.split(separator: " ").map(String.init))
    }
    var options = MutateOptions()
    options.feature = .counter
    options.variant = "kvo"
    options.seed = 9
    options.budget = 5
    options.time = .seconds(1200)
    #expect(
      try parse("mutate --feature counter --variant kvo --seed 9 --budget 5 --time 20m")
        == .mutate(options))
    var domain = MutateOptions()
    domain.variant = "domain"
    #expect(try parse("mutate --variant domain") == .mutate(domain))
    #expect(throws: UsageError.self) { try parse("mutate --list --record") }
    #expect(throws: UsageError.self) { try parse("mutate --variant nope") }
    #expect(try parse("mutate --help") == .help(.mutate))
    #expect(HelpText.text(for: .mutate).contains("WORKBENCH_MUTANT"))
  }
}
