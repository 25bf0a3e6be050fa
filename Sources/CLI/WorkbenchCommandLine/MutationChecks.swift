import Experiments
import Foundation
import Mutation
import Reports
import SceneContract

/// What caught one mutant, with the first evidence.
struct MutantOutcome: Sendable {
  var verdict: MutantResult.Verdict
  var evidence: String?
  var seconds: Double
}

/// The build and the two checks of a mutant in the scratch copy: the feature's scenarios on
/// every style (the patched workbench's `run --quick`) and the cell's role tests
/// (`swift test --skip-build --filter`), run side by side, each under a time limit so a
/// mutant that loops forever is killed (and counts as caught).
final class MutationChecks: @unchecked Sendable {
  // Safe: `limit` and `seconds` are only read or written on the main actor (`run` and
  // `calibrate` are called there; the two checks' threads only read `workspace`).
  let workspace: ExperimentWorkspace
  /// Seconds a check may take before it is killed; set from the baseline's times.
  private(set) var limit: Double = 600
  private var slowest: Double = 0
  /// Seconds spent in checks so far.
  private(set) var seconds: Double = 0

  init(workspace: ExperimentWorkspace) {
    self.workspace = workspace
  }

  /// The incremental debug build of the copy, tests included.
  func build(line: (String) -> Void) throws -> ChildProcess.Finished {
    try ChildProcess.run(workspace.buildWithTestsArguments, line: line)
  }

  /// After the baseline: a check may take five times the slowest baseline check, and at
  /// least two minutes.
  func calibrate() {
    limit = max(120, slowest * 5)
  }

  /// Both checks of `plan`'s cell, with mutant number `mutant` switched on (nil: none, or the
  /// copy holds the plain edit).
  @MainActor
  func run(_ plan: MutationPlan, mutant: Int?) throws -> MutantOutcome {
    // Always set: a value inherited from the caller's environment must not switch one on.
    let environment = [MutantSchema.environmentKey: String(mutant ?? 0)]
    let started = ContinuousClock.now
    let feature = plan.cell.feature
    let out = workspace.package.appending(path: ".mutation-report", directoryHint: .isDirectory)
    try? FileManager.default.removeItem(at: out)
    let scenarioArguments = limited([
      workspace.buildFolder.appending(path: "debug/workbench").path, "run", "--quick",
      "--feature", feature.rawValue, "--root", workspace.package.path, "--out", out.path,
    ])
    let testArguments = plan.roleTests.map { limited(workspace.testArguments(filter: $0)) }
    let (scenarios, tests) = try Self.sideBySide(
      { try ChildProcess.run(scenarioArguments, environment: environment) { _ in } },
      { try testArguments.map { try ChildProcess.run($0, environment: environment) { _ in } } })
    let took = Self.seconds(ContinuousClock.now - started)
    seconds += took
    slowest = max(slowest, took)
    let scenarioEvidence = try self.scenarioEvidence(
      scenarios, plan: plan, report: out, mutated: mutant != nil)
    let testEvidence = tests.flatMap(Self.testEvidence)
    let verdict: MutantResult.Verdict =
      switch (scenarioEvidence != nil, testEvidence != nil) {
      case (true, true): .both
      case (true, false): .scenarios
      case (false, true): .roleTests
      case (false, false): .survived
      }
    let evidence = [scenarioEvidence, testEvidence].compactMap { $0 }.joined(separator: "; ")
    return MutantOutcome(
      verdict: verdict, evidence: evidence.isEmpty ? nil : evidence, seconds: took)
  }

  /// `arguments` under `timeout`, which kills the whole process group past the limit.
  private func limited(_ arguments: [String]) -> [String] {
    ["timeout", "-s", "KILL", String(Int(limit))] + arguments
  }

  private func scenarioEvidence(
    _ run: ChildProcess.Finished, plan: MutationPlan, report folder: URL, mutated: Bool
  ) throws -> String? {
    if run.status == 137 || run.status == 124 {
      return "scenarios: still running after \(Int(limit)) s (killed)"
    }
    guard let data = try? Data(contentsOf: folder.appending(path: "report.json")),
      let report = try? JSONDecoder().decode(WorkbenchReport.self, from: data)
    else {
      if run.status == ExitCode.usage.rawValue, mutated {
        // The mutant broke a declaration the workbench checks at start (a style's folder).
        return "scenarios: the workbench refused to start: "
          + (run.output.split(separator: "\n").first { $0.contains("error") }.map(String.init)
            ?? "exit \(run.status)")
      }
      if run.status == ExitCode.usage.rawValue {
        throw MutationError(
          "the copy's workbench did not run (exit \(run.status)):\n"
            + run.output.split(separator: "\n").suffix(8).joined(separator: "\n"))
      }
      return "scenarios: the run crashed (exit \(run.status)): "
        + (run.output.split(separator: "\n").last { $0.contains("error") || $0.contains("Fatal") }
          .map(String.init) ?? "no report")
    }
    let style = plan.cell.isDomain ? nil : VariantID(rawValue: plan.cell.style)
    return MutationEvaluation.evidence(in: report, feature: plan.cell.feature, style: style)
      .map { "scenarios: \($0)" }
  }

  private static func testEvidence(_ run: ChildProcess.Finished) -> String? {
    if run.status == 0 { return nil }
    if run.status == 137 || run.status == 124 { return "role tests: still running (killed)" }
    let lines = run.output.split(separator: "\n")
    let failure =
      lines.first { $0.contains("✘") && !$0.contains("with 0 issues") }
      ?? lines.first { $0.contains("error:") || $0.contains("failed") || $0.contains("Fatal") }
    return "role tests: " + (failure.map { String($0.prefix(300)) } ?? "exit \(run.status)")
  }

  /// Runs `first` here and `second` on a thread of its own, and waits for both.
  static func sideBySide<A: Sendable, B: Sendable>(
    _ first: () throws -> A, _ second: @escaping @Sendable () throws -> B
  ) throws -> (A, B) {
    let box = ResultBox<B>()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      box.set(Result { try second() })
      done.signal()
    }
    let a = Result { try first() }
    done.wait()
    return (try a.get(), try box.get())
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// A result handed from one thread to another.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
  // Safe: `result` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var result: Result<Value, any Error>?

  func set(_ value: Result<Value, any Error>) { lock.withLock { result = value } }

  func get() throws -> Value {
    guard let result = lock.withLock({ result }) else {
      throw MutationError("a check ended without a result")
    }
    return try result.get()
  }
}
