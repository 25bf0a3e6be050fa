import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Markdown and terminal reports")
struct ReportMarkdownTests {
  let markdown = MarkdownReport.render(ReportFakeOutcome.report)

  @Test("has the behaviour matrix with a mark per variant")
  func behaviourMatrix() {
    #expect(markdown.contains("### Behaviour"))
    #expect(markdown.contains("| scenario | callback | delegate | kvo | what it shows |"))
    #expect(markdown.contains("| `count-up` | ✓ | ✓ | ✗ | One tap \\| counts one. |"))
  }

  @Test("has the cost table with medians and ratios")
  func costTable() {
    #expect(markdown.contains("### Cost"))
    #expect(markdown.contains("| `count-up` | 130 ns · 1.00 | 330 ns · 2.54 | – |"))
    #expect(markdown.contains("95 % CI"))
  }

  @Test("has renders per input, code size and leaks")
  func otherTables() {
    #expect(markdown.contains("### Renders per input"))
    #expect(markdown.contains("| `count-up` | 1.00 (2) | 1.00 (2) | 1.00 (2) |"))
    #expect(markdown.contains("| callback | 58 | 3 | 2 |"))
    #expect(markdown.contains("- delegate, `count-up`: objects still alive: CounterPresenter;"))
  }

  @Test("shows each failure with its step, line and diff")
  func failureDiff() {
    #expect(markdown.contains("#### `count-up` on kvo"))
    #expect(markdown.contains("Step 1, line 4: `tap button1`"))
    #expect(markdown.contains("```diff\n--- reference\n+++ kvo"))
    #expect(markdown.contains("+label countLabel text=\"2\"\n```"))
  }

  @Test("lists the runtime microbenchmarks when they ran")
  func runtimeTable() {
    #expect(markdown.contains("## Runtime microbenchmarks"))
    #expect(markdown.contains("| a | floor (per event) | 2.20 | 2.10 | 2.50 | 1.00 |"))
  }

  @Test("the terminal summary has one row per feature × variant")
  func terminalSummary() {
    let lines = SummaryTable.render(ReportFakeOutcome.report).split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines[0].hasPrefix("feature  variant"))
    #expect(
      lines[2]
        == "counter  callback     1/1  none   65 ns*     32 ns*     1.00               –              –       "
        + "130 ns*     1.00 (0.77–1.23)*     58", "no allocations counted in this report")
    #expect(lines[3].contains("LEAK"))
    #expect(lines[4].contains("0/1"))
    #expect(lines[4].contains("not ranked (failed)"))
    #expect(lines[5].hasPrefix("* best in its column. tied:"))
    #expect(lines[6] == Substring(CostCaveat.brief))
    #expect(markdown.contains(CostCaveat.standIns))
  }

  @Test("the text table aligns columns")
  func textTable() {
    var table = TextTable(headers: ["a", "bb"], alignments: [.left, .right])
    table.append(["long", "1"])
    #expect(table.render() == "a     bb\n----  --\nlong   1")
  }
}
