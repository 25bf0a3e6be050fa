import Foundation
import Testing

@testable import Fuzzing
@testable import Reports

/// The last recorded fuzz run shows in every report, with what it found, and stays out of the
/// baseline.
@Suite("Fuzzing section of the reports")
struct FuzzingReportTests {
  static let record = FuzzRecord(
    seed: 7, command: "workbench fuzz --seed 7", length: 40,
    features: [
      FuzzRecord.Feature(
        feature: "web-page", styles: 9, stories: 120, steps: 4800, meanStoryLength: 40,
        stepErrorStories: 1, playSeconds: 4.5, storiesPerSecond: 26.7, interrupted: false,
        findings: [
          FuzzRecord.FoundStory(
            story: 3, kind: "disagreement", styles: ["rx-mvvm"], originalSteps: 40,
            shrunkSteps: 4, candidates: 39, shrinkSeconds: 0.7,
            file: "fuzz-web-page-7-3.scenario")
        ], repeatedFindings: 5)
    ])

  static var report: WorkbenchReport {
    var report = ReportFakeOutcome.report
    report.fuzzing = record
    return report
  }

  @Test func markdownAndHTMLShowTheRunAndWhatItFound() {
    let markdown = MarkdownReport.render(Self.report)
    #expect(markdown.contains("## Generated stories"))
    #expect(
      markdown.contains("| web-page | 9 | 120 | 4800 | 40.0 | 1 (0.8 %) | 26.7 | 1 (+5 again) |"))
    #expect(markdown.contains("| web-page | 3 | disagreement | rx-mvvm | 40 → 4 steps"))
    let html = HTMLReport.render(Self.report)
    #expect(html.contains(#"<section id="fuzzing">"#))
    #expect(html.contains(##"<a href="#fuzzing">fuzzing</a>"##))
    #expect(html.contains("<td>fuzz-web-page-7-3.scenario</td>"))
    #expect(!MarkdownReport.render(ReportFakeOutcome.report).contains("## Generated stories"))
  }

  @Test func theBaselineLeavesItOutAndJSONKeepsIt() throws {
    #expect(BaselineFile.trimmed(Self.report).fuzzing == nil)
    let data = try ReportCoding.encode(Self.report)
    #expect(try ReportCoding.decode(data).fuzzing == Self.record)
  }
}
