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

  var ledger: MutationLedger { MutationLedger(runs: [record]) }

  @Test func scoresCountLiveMutantsOnly() throws {
    let kvo = try #require(record.cells.last)
    #expect(kvo.live == 4)
    #expect(kvo.killed == 3)
    #expect(kvo.killedByScenarios == 2 && kvo.killedByRoleTests == 2)
    #expect(kvo.score == 75)
    #expect(record.figures.mutantsPerMinute == 3)
    #expect(
      MutationTables.rows(ledger, feature: .counter) == [
        ["kvo", "4", "1", "1", "1", "1", "1", "75.0 %", "0", "75.0 %"],
        ["domain", "1", "1", "0", "0", "0", "0", "100.0 %", "0", "100.0 %"],
      ])
    var judged = ledger
    judged.judgedEquivalent = ["s"]
    #expect(
      MutationTables.rows(judged, feature: .counter).first
        == ["kvo", "4", "1", "1", "1", "1", "1", "75.0 %", "1", "100.0 %"],
      "the survivor judged equivalent since is set apart from the score")
  }

  @Test func markdownHTMLAndTerminalShowTheTableAndTheSurvivorsDiffs() {
    let markdown = MarkdownReport.mutation(ledger, feature: .counter)
    #expect(markdown.contains("| kvo | 4 | 1 | 1 | 1 | 1 | 1 | 75.0 % | 0 | 75.0 % |"))
    #expect(markdown.contains("```diff") && markdown.contains("+a <= b"))
    #expect(markdown.contains("- workbench mutate --feature counter: seed 7, 6 mutants"))
    #expect(MarkdownReport.mutation(ledger, feature: .webPage).isEmpty)
    let html = HTMLReport.mutation(ledger, feature: .counter)
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
    withRecord.mutation = ledger
    let data = try JSONEncoder().encode(withRecord)
    #expect(try JSONDecoder().decode(WorkbenchReport.self, from: data).mutation == ledger)
    let without = try JSONDecoder().decode(WorkbenchReport.self, from: JSONEncoder().encode(report))
    #expect(without.mutation == nil)
  }

  @Test("recording a run replaces the cells it measured again and keeps the others in place")
  func ledgerReplacesRemeasuredCells() throws {
    var kvoAgain = record
    kvoAgain.seed = 8
    kvoAgain.command = "workbench mutate --feature counter --variant kvo"
    kvoAgain.cells = [
      MutationCellResult(
        cell: MutationCell(style: "kvo", feature: .counter), candidates: 40, equivalentsSkipped: 1,
        results: [result("k", .survived)])
    ]
    var webPage = record
    webPage.cells = [
      MutationCellResult(
        cell: MutationCell(style: "kvo", feature: .webPage), candidates: 9, equivalentsSkipped: 0,
        results: [result("w", .both)])
    ]
    #expect(ledger.replaced(by: kvoAgain) == [MutationCell(style: "kvo", feature: .counter)])
    let recorded = ledger.recording(webPage).recording(kvoAgain)
    #expect(recorded.runs.count == 3)
    #expect(recorded.runs[0].cells.map(\.cell.style) == ["domain"])
    #expect(
      MutationTables.rows(recorded, feature: .counter) == [
        ["kvo", "1", "0", "0", "0", "1", "0", "0.0 %", "0", "0.0 %"],
        ["domain", "1", "1", "0", "0", "0", "0", "100.0 %", "0", "100.0 %"],
      ])
    #expect(MutationTables.figuresLines(recorded, feature: .counter).count == 2)
    #expect(MutationTables.figuresLines(recorded, feature: .webPage).count == 1)
    let rerun = recorded.recording(record)
    #expect(rerun.runs.count == 2)
    #expect(rerun.runs.last == record)
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
    var recordRun = MutateOptions()
    recordRun.recordRun = "x/mutation.json"
    #expect(try parse("mutate --record-run x/mutation.json") == .mutate(recordRun))
    #expect(throws: UsageError.self) { try parse("mutate --record-run x.json --feature counter") }
    #expect(throws: UsageError.self) { try parse("mutate --variant nope") }
    #expect(try parse("mutate --help") == .help(.mutate))
    #expect(HelpText.text(for: .mutate).contains("WORKBENCH_MUTANT"))
  }
}
