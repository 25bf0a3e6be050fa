import Foundation
import SceneContract
import StyleNames
import Testing

@testable import Engine
@testable import Reports

@Suite("Noise is visible, failing styles are not ranked")
@MainActor
struct NoiseTests {
  static func timing(median: Double, low: Double, high: Double, ratio: Double) -> TimingReport {
    let statistics = SampleStatistics(samples: [low, median, high])!
    let cost = ScenarioCost(statistics: statistics, acceptedRuns: 3, rejectedRuns: 0, steps: [])
    var timing = TimingReport(
      cost: cost, statistics: statistics,
      rank: CostRank(ratio: ratio, isFastest: ratio == 1, tied: false))
    timing.ciLowNs = low
    timing.ciHighNs = high
    return timing
  }

  static func feature(_ variants: [(VariantID, TimingReport?, Bool)]) -> FeatureReport {
    FeatureReport(
      feature: .counter, scenarios: [],
      variants: variants.map { id, timing, passed in
        var result = BaselineFixture.result("a", behavior: passed ? .pass : .fail, ratio: nil)
        result.timing = timing
        return VariantReport(
          variant: id, codeSize: .zero, scenariosPassed: passed ? 1 : 0, scenariosTotal: 1,
          leaks: false, medianNsPerScenario: timing?.medianNs, summaryRatio: timing?.ratio,
          scenarios: [result], rendersPerInput: 1, boundaryCrossingsPerInput: 2)
      })
  }

  @Test("overlapping intervals are tied, apart ones ranked, failing ones not ranked")
  func ties() {
    let feature = Self.feature([
      (.callback, Self.timing(median: 100, low: 90, high: 110, ratio: 1), true),
      (.kvo, Self.timing(median: 105, low: 95, high: 120, ratio: 1.05), true),
      (.bond, Self.timing(median: 200, low: 190, high: 210, ratio: 2), true),
      (.delegate, nil, false),
    ])
    let label = { (index: Int) in feature.ratioLabel(feature.variants[index]) }
    #expect(label(0) == "tied 1.00 (0.90–1.10)")
    #expect(label(1) == "tied 1.05 (0.95–1.20)")
    #expect(label(2) == "2.00 (1.90–2.10)")
    #expect(label(3) == "not ranked (failed)")
    #expect(feature.cheapest?.variant == .callback)
    #expect(feature.costliest?.variant == .bond)
    #expect(feature.isBestRatio(feature.variants[1]))
    #expect(!feature.isBestRatio(feature.variants[2]))
    let sentence = feature.costSentence ?? ""
    #expect(sentence.hasPrefix("Cheapest: callback (1.0 renders and 2.0 crossings per input"))
    #expect(sentence.contains("costliest: bond at 2.00× its time"))
    #expect(sentence.contains("Not ranked, as their behaviour failed: delegate."))
  }

  @Test("when every style is within noise, no ranking is stated")
  func allTied() {
    let feature = Self.feature([
      (.callback, Self.timing(median: 100, low: 90, high: 110, ratio: 1), true),
      (.kvo, Self.timing(median: 105, low: 95, high: 120, ratio: 1.05), true),
    ])
    #expect(feature.costSentence?.contains("within noise") == true)
  }

  @Test("a style that failed one scenario gets no timing and no ratio")
  func failingNotRanked() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try "# Zero.\n\nexpect countLabel.text == \"0\"\n".write(
      to: root.appendingPathComponent("Scenarios/counter/zero.scenario"), atomically: true,
      encoding: .utf8)
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let kvo = try #require(report.features.first?.variants.first { $0.variant == .kvo })
    #expect(kvo.scenariosPassed == 1)
    #expect(kvo.summaryRatio == nil)
    #expect(kvo.scenarios.allSatisfy { $0.timing == nil })
    let callback = try #require(report.features.first?.variants.first)
    #expect(callback.scenarios.allSatisfy { $0.timing?.fastest == true })
    #expect(SummaryTable.render(report).contains("not ranked (failed)"))
  }

  @Test("the best value of a column stands out, and equal values do not")
  func best() {
    #expect(FeatureReport.best([3, 1, nil, 1]) == [1, 3])
    #expect(FeatureReport.best([2, 2]).isEmpty)
    #expect(FeatureReport.best([nil, nil]).isEmpty)
  }

  @Test("a failing style is never the best of a column, however few its lines or renders")
  func failingNeverMarked() throws {
    var feature = Self.feature([
      (.callback, Self.timing(median: 100, low: 90, high: 110, ratio: 1), true),
      (.kvo, Self.timing(median: 300, low: 290, high: 310, ratio: 3), true),
      (.delegate, nil, false),
    ])
    feature.variants[0].linesOfCode = 90
    feature.variants[1].linesOfCode = 80
    feature.variants[2].linesOfCode = 10
    feature.variants[2].rendersPerInput = 0.5
    feature.variants[2].medianNsPerInput = 1
    #expect(feature.best { Double($0.linesOfCode) } == [1])
    #expect(feature.best(\.rendersPerInput).isEmpty, "the passing styles are equal")
    #expect(feature.best(\.medianNsPerInput).isEmpty)
    let report = WorkbenchReport(
      run: BaselineFixture.metadata, features: [feature])
    let delegateRow = try #require(
      SummaryTable.render(report).split(separator: "\n").first { $0.contains("delegate") })
    #expect(!delegateRow.contains("*"), "\(delegateRow)")
    let html = HTMLReport.tradeOffs(feature)
    let row = try #require(
      html.components(separatedBy: "<tr>").first { $0.contains(">delegate<") }?
        .components(separatedBy: "</tr>").first)
    #expect(!row.contains("best"), "\(row)")
  }
}
