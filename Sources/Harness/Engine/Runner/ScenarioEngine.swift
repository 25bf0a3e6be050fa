import AsyncPlatform
import Dispatch
import ScenarioLanguage
import UIKitLite

/// Plays steps against one variant's screen and records what each left on screen.
///
/// Shared by batch runs (``ScenarioRunner/run(_:variant:)``) and interactive play
/// (``ScenarioSession``).
@MainActor
final class ScenarioEngine {
  let host: ScreenHost
  private(set) var records: [StepRecord] = []
  private(set) var failures: [ExpectationFailure] = []
  private(set) var leakedComponents: [String] = []
  private(set) var liveSubscriptions = 0
  private(set) var pendingWork = PendingWork.none
  /// What the most recent teardown (explicit, restart or final) left behind.
  private(set) var lastTeardown: LeakReport?
  var fixClock = FixClock()
  /// Stored data the current step inspected, added to its snapshot as extra lines so traces
  /// compare it too (`store routes=2`, `export "route-1.gpx" points=20` …).
  var inspected: [String] = []

  init(host: ScreenHost) {
    self.host = host
  }

  /// Builds and shows the screen: the trace's step 0 (line 0, `load`).
  @discardableResult
  func load() -> StepRecord {
    let tally = RenderTally()
    let hopsBefore = host.mainLoop.threadHops
    let allocationsBefore = AllocationTally.current()
    let start = DispatchTime.now().uptimeNanoseconds
    host.show()
    let duration = DispatchTime.now().uptimeNanoseconds - start
    let allocations = AllocationTally.current() - allocationsBefore
    return record(
      line: 0, source: "load", isInput: false, inputCount: 0, duration: duration, tally: tally,
      threadHops: host.mainLoop.threadHops - hopsBefore, allocations: allocations)
  }

  /// Executes `step`, lets the main loop settle, and records the screen.
  ///
  /// - Returns: the record, and the expectation failure when the step is an `expect` that did
  ///   not hold.
  /// - Throws: ``StepError`` when the step cannot be performed on this screen.
  func perform(_ step: ScenarioStep) throws(StepError) -> (StepRecord, ExpectationFailure?) {
    let index = records.count
    let changesScreen = step.action == .restart || step.action == .teardown
    let tally = changesScreen ? RenderTally() : RenderTally(screen: host.visibleView)
    let hopsBefore = host.mainLoop.threadHops
    let allocationsBefore = AllocationTally.current()
    let start = DispatchTime.now().uptimeNanoseconds
    let verdict: ExpectationVerdict?
    do {
      verdict = try host.mainLoop.drive { () throws(StepFailure) -> ExpectationVerdict? in
        let verdict = try execute(step.action)
        host.mainLoop.runUntilIdle()
        return verdict
      }
    } catch {
      throw StepError(step: index, line: step.line, message: error.message)
    }
    let duration = DispatchTime.now().uptimeNanoseconds - start
    let allocations = AllocationTally.current() - allocationsBefore
    let record = record(
      line: step.line, source: step.source, isInput: step.isInput, inputCount: step.inputCount,
      duration: duration, tally: tally, threadHops: host.mainLoop.threadHops - hopsBefore,
      allocations: allocations)
    guard let verdict else { return (record, nil) }
    let failure = ExpectationFailure(
      step: index, line: step.line, source: step.source, expected: verdict.expected,
      actual: verdict.actual)
    failures.append(failure)
    return (record, failure)
  }

  /// Tears the screen down unless a step already did, so every run is leak-checked.
  func finish() {
    guard host.isShowing else { return }
    tearDown()
  }

  /// Takes the screen down and adds what it left alive to the run's leaks.
  @discardableResult
  func tearDown() -> LeakReport {
    host.dismantle()
    let report = host.leakReport()
    leakedComponents += report.leakedComponents
    liveSubscriptions += report.liveSubscriptions
    pendingWork = pendingWork + report.pendingWork
    lastTeardown = report
    return report
  }

  var totalNs: UInt64 { records.reduce(0) { $0 + $1.durationNs } }

  // MARK: - Steps

  private func execute(_ action: StepAction) throws(StepFailure) -> ExpectationVerdict? {
    switch action {
    case .tap(let id, let times): try tap(id, times: times)
    case .type(let id, let text): try type(id, text)
    case .clear(let id): try type(id, "")
    case .select(let id, let target): try select(id, target)
    case .alert(let choice): try alert(choice)
    case .back: try back()
    case .advance(let interval): host.mainLoop.advance(by: interval)
    case .restart:
      tearDown()
      host.show()
    case .teardown: tearDown()
    case .app(let step): app(step)
    case .location(let step): try location(step)
    case .http(let step): try http(step)
    case .work(let step): work(step)
    case .store(let step): try store(step)
    case .expect(let expectation): return try evaluate(expectation)
    }
    return nil
  }

  private func record(
    line: Int, source: String, isInput: Bool, inputCount: Int, duration: UInt64,
    tally: RenderTally, threadHops: Int, allocations: AllocationTally
  ) -> StepRecord {
    let screen = host.window.snapshot()
    let record = StepRecord(
      index: records.count, line: line, source: source, isInput: isInput, inputCount: inputCount,
      snapshot: inspected.isEmpty ? screen : ScreenSnapshot(lines: screen.lines + inspected),
      durationNs: duration, renders: tally.renders(on: host.visibleView),
      threadHops: threadHops, allocations: AllocationTally.isAvailable ? allocations : nil)
    inspected = []
    records.append(record)
    return record
  }
}

/// Why a step could not be performed (becomes a ``StepError`` with the step's position).
struct StepFailure: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}

/// An expectation that did not hold: what the scenario said, and what the screen showed.
struct ExpectationVerdict {
  let expected: String
  let actual: String
}
