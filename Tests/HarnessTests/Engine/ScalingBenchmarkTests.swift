import StyleNames
import Domain
import Foundation
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// The scaling family's shape on the fake recorder (not its speed).
@Suite("Scaling: cost per fix as the route grows")
@MainActor
struct ScalingBenchmarkTests {
  let plan = ScalingPlan(sizes: [40, 10], runs: 3, warmupFixes: 5, seed: 7, batchSize: 1)

  @Test func oneFigurePerVariantAndSizeAfterInterleavedRounds() throws {
    var seen: [ScalingBenchmark.Progress] = []
    let figures = try ScalingBenchmark.measure(
      registry: [FakeRecorder.scenes(.kvo), FakeRecorder.scenes(.bond)], variants: [.kvo, .bond],
      plan: plan
    ) { seen.append($0) }
    #expect(figures.map(\.variant) == [.kvo, .kvo, .bond, .bond])
    #expect(figures.map(\.fixes) == [10, 40, 10, 40])
    #expect(figures.allSatisfy { $0.runs == 3 && $0.nsPerFix > 0 })
    #expect(
      seen.prefix(4).map { "\($0.fixes)/\($0.round)/\($0.variant.rawValue)" } == [
        "5/0/kvo", "5/0/bond", "10/1/kvo", "10/1/bond",
      ])
    #expect(seen.count == 2 + 2 * 3 * 2)
  }

  @Test func deliveriesAreCutIntoBatchesBeforeTheClockStarts() {
    let fixes = SyntheticWalk(seed: 1).fixes(count: 7)
    #expect(ScalingBenchmark.batches(fixes, size: 3).map(\.count) == [3, 3, 1])
    #expect(ScalingBenchmark.batches(fixes, size: 3).flatMap { $0 } == fixes)
  }

  @Test func aVariantThatCannotRecordIsNamedNotTimed() throws {
    let counter = try #require(FakeVariants.scenes(.delegate).builder(for: .counter))
    let counterOnly = StyleDeclaration.testing(.delegate, builders: [.routeRecorder: counter])
    #expect {
      _ = try ScalingBenchmark.measure(registry: [counterOnly], variants: [.delegate], plan: plan)
    } throws: { error in
      (error as? ScalingError)?.variant == .delegate
        && "\(error)".hasPrefix("scaling: delegate: cannot start recording: unknown widget")
    }
    let missing = ScalingError(
      variant: .rxMVVM, message: "it does not implement the route recorder")
    #expect(throws: missing) {
      _ = try ScalingBenchmark.measure(registry: [counterOnly], variants: [.rxMVVM], plan: plan)
    }
  }

  @Test func theTableShowsCostPerFixPerSizeAndTheRatioOfTheExtremes() {
    let figures = [
      ScalingFigure(variant: .callback, fixes: 1_000, nsPerFix: 4_000, runs: 5),
      ScalingFigure(variant: .callback, fixes: 100_000, nsPerFix: 5_000, runs: 5),
      ScalingFigure(variant: .callback, fixes: 10_000, nsPerFix: 4_500, runs: 5),
      ScalingFigure(variant: .cleanSwift, fixes: 1_000, nsPerFix: 850, runs: 5),
      ScalingFigure(variant: .cleanSwift, fixes: 100_000, nsPerFix: 85_000, runs: 5),
    ]
    #expect(
      ScalingTable.render(figures).split(separator: "\n").map(String.init) == [
        "variant      1,000 fixes  10,000 fixes  100,000 fixes  100k/1k",
        "-----------  -----------  ------------  -------------  -------",
        "callback         4.00 µs       4.50 µs        5.00 µs     1.25",
        "clean-swift       850 ns             –        85.0 µs   100.00",
      ])
  }

  @Test func theJSONReportCarriesTheFiguresUnderScaling() throws {
    let figure = ScalingFigure(variant: .rxMVVM, fixes: 10_000, nsPerFix: 1234.5, runs: 5)
    let run = RunMetadata(
      date: "2026-01-01T00:00:00Z", buildConfiguration: "release", machineCores: 2, warmup: 3,
      iterations: 30, command: "workbench bench --scaling")
    let report = WorkbenchReport(run: run, features: [], scaling: [figure])
    let data = try ReportCoding.encode(report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let scaling = try #require(object["scaling"] as? [[String: Any]])
    #expect(scaling.first?.keys.sorted() == ["fixes", "nsPerFix", "runs", "variant"])
    #expect(scaling.first?["variant"] as? String == "rx-mvvm")
    #expect(try ReportCoding.decode(data).scaling == [figure])
    let without = try ReportCoding.encode(WorkbenchReport(run: run, features: []))
    let plain = try #require(try JSONSerialization.jsonObject(with: without) as? [String: Any])
    #expect(plain["scaling"] == nil)
  }
}
