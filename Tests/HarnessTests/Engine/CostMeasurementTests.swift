import StyleNames
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// Builds `ScenarioRun`s without a screen: what a runner double returns.
enum CostFakeRuns {
  static func step(
    _ index: Int, snapshot: String, durationNs: UInt64 = 10, renders: Int = 1, isInput: Bool = true
  ) -> StepRecord {
    StepRecord(
      index: index, line: index + 3, source: "tap button\(index)", isInput: isInput,
      snapshot: ScreenSnapshot(lines: [snapshot]), durationNs: durationNs, renders: renders)
  }

  static func run(
    _ variant: VariantID, snapshots: [String] = ["a", "b"], totalNs: UInt64 = 100,
    stepNs: UInt64 = 10, failures: [ExpectationFailure] = [], error: StepError? = nil
  ) -> ScenarioRun {
    ScenarioRun(
      scenario: "count-up", feature: .counter, variant: variant,
      steps: snapshots.enumerated().map {
        step($0.offset, snapshot: $0.element, durationNs: stepNs)
      },
      expectationFailures: failures, error: error, leakedComponents: [],
      liveSubscriptionsAfterTeardown: 0, totalNs: totalNs)
  }

  static let reference = [ScreenSnapshot(lines: ["a"]), ScreenSnapshot(lines: ["b"])]
}

@Suite("Cost measurement")
@MainActor
struct CostMeasurementTests {
  @Test("variants run interleaved, warm-up rounds first")
  func interleaving() {
    var calls: [VariantID] = []
    let costs = CostMeasurement.measure(
      variants: [.callback, .delegate, .kvo], reference: CostFakeRuns.reference,
      plan: CostPlan(warmup: 1, iterations: 2)
    ) { variant in
      calls.append(variant)
      return CostFakeRuns.run(variant)
    }
    #expect(
      calls == [
        .callback, .delegate, .kvo, .callback, .delegate, .kvo, .callback,
        .delegate, .kvo,
      ])
    #expect(costs[.kvo]?.acceptedRuns == 2)
  }

  @Test("warm-up runs are not timed")
  func warmupNotTimed() throws {
    var count = 0
    let costs = CostMeasurement.measure(
      variants: [.bond], reference: CostFakeRuns.reference, plan: CostPlan(warmup: 2, iterations: 3)
    ) { variant in
      count += 1
      return CostFakeRuns.run(variant, totalNs: count <= 2 ? 1_000_000 : UInt64(count))
    }
    let stats = try #require(costs[.bond]?.statistics)
    #expect(stats.count == 3)
    #expect(stats.max == 5)
    #expect(stats.median == 4)
  }

  @Test("a timed run counts only if its behaviour check passed")
  func onlyPassingRunsCount() throws {
    var round = 0
    let failure = ExpectationFailure(step: 1, line: 4, source: "expect", expected: "1", actual: "2")
    let costs = CostMeasurement.measure(
      variants: [.rxMVVM], reference: CostFakeRuns.reference,
      plan: CostPlan(warmup: 0, iterations: 5)
    ) { variant in
      round += 1
      switch round {
      case 1: return CostFakeRuns.run(variant, totalNs: 1, failures: [failure])
      case 2:
        return CostFakeRuns.run(
          variant, totalNs: 2, error: StepError(step: 0, line: 3, message: "x"))
      case 3: return CostFakeRuns.run(variant, snapshots: ["a", "c"], totalNs: 3)
      default: return CostFakeRuns.run(variant, totalNs: UInt64(round * 100))
      }
    }
    let cost = try #require(costs[.rxMVVM])
    #expect(cost.acceptedRuns == 2)
    #expect(cost.rejectedRuns == 3)
    #expect(cost.statistics?.min == 400)
    #expect(cost.statistics?.max == 500)
  }

  @Test("a variant whose every run fails has no timing")
  func noTiming() {
    let costs = CostMeasurement.measure(
      variants: [.kvo], reference: CostFakeRuns.reference, plan: .quick
    ) { CostFakeRuns.run($0, snapshots: ["wrong"]) }
    #expect(costs[.kvo]?.statistics == nil)
    #expect(costs[.kvo]?.rejectedRuns == CostPlan.quick.iterations)
    #expect(costs[.kvo]?.steps.isEmpty == true)
  }

  @Test("per-step statistics come from the accepted runs")
  func perStep() throws {
    var round = 0
    let costs = CostMeasurement.measure(
      variants: [.delegate], reference: CostFakeRuns.reference,
      plan: CostPlan(warmup: 0, iterations: 3)
    ) { variant in
      round += 1
      return CostFakeRuns.run(variant, stepNs: UInt64(round * 10))
    }
    let steps = try #require(costs[.delegate]?.steps)
    #expect(steps.count == 2)
    #expect(steps[0].statistics.median == 20)
    #expect(steps[1].line == 4)
    #expect(steps[1].source == "tap button1")
  }

  @Test("render counts are summed and averaged over input steps")
  func renders() {
    let run = ScenarioRun(
      scenario: "s", feature: .counter, variant: .callback,
      steps: [
        CostFakeRuns.step(0, snapshot: "a", renders: 1, isInput: false),
        CostFakeRuns.step(1, snapshot: "b", renders: 2),
        CostFakeRuns.step(2, snapshot: "c", renders: 0, isInput: false),
        CostFakeRuns.step(3, snapshot: "d", renders: 3),
      ],
      expectationFailures: [], error: nil, leakedComponents: [], liveSubscriptionsAfterTeardown: 0,
      totalNs: 1)
    #expect(RenderCount(run: run) == RenderCount(total: 6, inputs: 2, perInput: 2.5))
  }

  @Test("a repeated tap counts as that many inputs")
  func repeatedTap() {
    let tap = StepRecord(
      index: 1, line: 3, source: "tap countUpButton x1000", isInput: true, inputCount: 1000,
      snapshot: ScreenSnapshot(lines: []), durationNs: 1, renders: 1000)
    let typed = StepRecord(
      index: 2, line: 4, source: "type searchField \"x12\"", isInput: true,
      snapshot: ScreenSnapshot(lines: []), durationNs: 1, renders: 2)
    let run = ScenarioRun(
      scenario: "s", feature: .counter, variant: .callback,
      steps: [CostFakeRuns.step(0, snapshot: "a", renders: 1, isInput: false), tap, typed],
      expectationFailures: [], error: nil, leakedComponents: [], liveSubscriptionsAfterTeardown: 0,
      totalNs: 1)
    #expect(
      RenderCount(run: run) == RenderCount(total: 1003, inputs: 1001, perInput: 1002.0 / 1001))
  }
}
