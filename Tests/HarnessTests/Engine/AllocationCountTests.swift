import StyleNames
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// A counter whose every tap keeps one more object than it needs: the planted cost.
@MainActor
final class AllocatingCounterController: ViewController {
  final class Receipt {}

  let label = Label(identifier: "countLabel")
  let button = Button(identifier: "countUpButton", title: "+1")
  let plantsAnAllocation: Bool
  /// Bytes of a buffer each tap keeps in place of the receipt: as many allocations, more bytes.
  let plantedBufferBytes: Int
  var count = 0
  var receipts: [Receipt] = []
  var buffers: [[UInt8]] = []

  init(plantsAnAllocation: Bool, plantedBufferBytes: Int = 0) {
    self.plantsAnAllocation = plantsAnAllocation
    self.plantedBufferBytes = plantedBufferBytes
    super.init()
    receipts.reserveCapacity(1_000)
    buffers.reserveCapacity(1_000)
  }

  override func loadView() {
    let root = View(identifier: "counterScreen")
    root.addSubview(label)
    root.addSubview(button)
    setView(root)
  }

  override func viewDidLoad() {
    label.text = "0"
    button.addTarget(self, action: AllocatingCounterController.tapped, for: .touchUpInside)
  }

  func tapped() {
    count += 1
    if plantedBufferBytes > 0 {
      buffers.append([UInt8](repeating: 0, count: plantedBufferBytes))
    } else if plantsAnAllocation {
      receipts.append(Receipt())
    }
    label.text = "\(count)"
  }
}

@Suite("Heap allocations per step, counted in-process")
@MainActor
struct AllocationCountTests {
  @Test func theThreadsAllocationsAreCounted() {
    #expect(AllocationTally.isAvailable, "this binary has the counting malloc")
    let before = AllocationTally.current()
    let objects = (0..<100).map { _ in NSObject() }
    let made = AllocationTally.current() - before
    #expect(objects.count == 100)
    #expect(made.count >= 100)
    #expect(made.bytes >= 100 * 16)
  }

  private func tapCost(plantsAnAllocation: Bool, plantedBufferBytes: Int = 0) throws
    -> AllocationTally
  {
    let style = StyleDeclaration.testing(
      .callback,
      builders: [
        .counter: { _ in
          let controller = AllocatingCounterController(
            plantsAnAllocation: plantsAnAllocation, plantedBufferBytes: plantedBufferBytes)
          return Scene(rootViewController: controller, components: [controller])
        }
      ])
    let runner = ScenarioRunner(
      registry: [style], fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
      liveSubscriptions: { 0 })
    let scenario = try ScenarioLoader.parse(
      "tap countUpButton x5\ntap countUpButton x50\nexpect countLabel.text == \"55\"\n",
      path: "allocations.scenario", feature: .counter)
    let warm = runner.run(scenario, variant: .callback)
    #expect(warm.error == nil && warm.expectationFailures.isEmpty)
    let run = runner.run(scenario, variant: .callback)
    return try #require(run.steps.first { $0.source == "tap countUpButton x50" }?.allocations)
  }

  @Test func aPlantedAllocationPerTapIsCounted() throws {
    let clean = try tapCost(plantsAnAllocation: false)
    let planted = try tapCost(plantsAnAllocation: true)
    #expect(planted.count - clean.count == 50, "one more allocation for each of the 50 taps")
    #expect(planted.bytes > clean.bytes)
  }

  @Test("a larger buffer per tap, with as many allocations, trips the bytes check alone")
  func aPlantedLargerAllocationPerTapIsABytesRegression() throws {
    let small = try tapCost(plantsAnAllocation: true)
    let large = try tapCost(plantsAnAllocation: true, plantedBufferBytes: 4_096)
    #expect(large.count == small.count, "one allocation per tap either way")
    func report(_ tally: AllocationTally) -> WorkbenchReport {
      var report = BaselineFixture.baseline
      report.features[0].variants[0].allocationsPerInput = Double(tally.count) / 50
      report.features[0].variants[0].allocatedBytesPerInput = Double(tally.bytes) / 50
      return report
    }
    let findings = BaselineCheck.compare(baseline: report(small), current: report(large)).findings
    #expect(findings.count == 1)
    #expect(findings.first?.message.hasPrefix("heap bytes allocated per input rose") == true)
  }

  @Test func theCountIsTheSameOnEveryWarmRun() throws {
    #expect(try tapCost(plantsAnAllocation: false) == (try tapCost(plantsAnAllocation: false)))
  }

  @Test func aRiseInAllocationsPerInputIsACostRegression() throws {
    func report(_ allocations: Double) -> WorkbenchReport {
      var report = BaselineFixture.baseline
      report.features[0].variants[0].allocationsPerInput = allocations
      return report
    }
    let same = BaselineCheck.compare(baseline: report(40), current: report(40.5))
    #expect(same.findings.isEmpty, "within the 2 % tolerance")
    let warned = BaselineCheck.compare(baseline: report(40), current: report(42))
    let finding = try #require(warned.findings.first)
    #expect(finding.severity == .warning && finding.kind == .costRegression)
    #expect(
      finding.message
        == "heap allocations per input rose from 40.0 to 42.0 (+5 %), tolerance 2 %; counts "
        + "do not depend on the machine's load")
    let failed = BaselineCheck.compare(
      baseline: report(40), current: report(42), costRegressions: .error)
    #expect(failed.hasErrors)
  }

  @Test("more bytes per input with as many allocations is a cost regression too")
  func aRiseInBytesPerInputIsACostRegression() throws {
    func report(_ bytes: Double) -> WorkbenchReport {
      var report = BaselineFixture.baseline
      report.features[0].variants[0].allocationsPerInput = 40
      report.features[0].variants[0].allocatedBytesPerInput = bytes
      return report
    }
    #expect(
      BaselineCheck.compare(baseline: report(4_000), current: report(4_200)).findings.isEmpty,
      "+5 %: within the 10 % the allocator's slack moves the bytes between processes")
    let warned = BaselineCheck.compare(baseline: report(4_000), current: report(4_480))
    let finding = try #require(warned.findings.first)
    #expect(finding.kind == .costRegression)
    #expect(
      finding.message
        == "heap bytes allocated per input rose from 4.00 KB to 4.48 KB (+12 %), tolerance 10 %; "
        + "counts do not depend on the machine's load")
  }
}
