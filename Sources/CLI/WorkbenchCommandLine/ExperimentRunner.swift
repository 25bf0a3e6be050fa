import Engine
import Experiments
import Foundation
import Reports
import ScenarioLanguage
import SceneContract

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs experiments one after another in one scratch copy of the package: copy, patch,
/// incremental release build, the feature's scenarios, the verdict per patched style.
@MainActor
struct ExperimentRunner {
  let root: URL
  let workspace: ExperimentWorkspace
  let console = Console()
  let progress: ProgressLine
  /// The scratch folders Ctrl-C removes (`main` installs the handler).
  let scratch = ScratchFolders.live

  /// Whether results go into the committed ledger (`--all`, `--record`), or only into
  /// ``ExperimentLedger/latestPath``.
  let record: Bool

  init(root: URL, record: Bool) {
    self.root = root
    self.record = record
    workspace = ExperimentWorkspace(root: root)
    progress = ProgressLine(console: console)
  }

  func run(_ experiments: [Experiment]) -> ExitCode {
    guard let lock = WorkspaceLock(folder: workspace.buildFolder.deletingLastPathComponent())
    else {
      Terminal.error(
        "error: another `workbench experiment` is running in this package (\(Terminal.display(workspace.package)))")
      return .failure
    }
    defer { lock.release() }
    let ledgerPath = record ? ExperimentLedger.path : ExperimentLedger.latestPath
    var ledger =
      (record ? try? ExperimentLedger.load(root: root) : nil) ?? ExperimentLedger()
    var unexpected: [String] = []
    var totals: [Double] = []
    for (index, experiment) in experiments.enumerated() {
      console.write(
        "[\(index + 1)/\(experiments.count)] \(experiment.name) — \(experiment.feature.rawValue) "
          + "\(experiment.kind.rawValue): \(experiment.title)\n")
      let result: ExperimentResult
      let patches: ExperimentPatches
      do {
        (result, patches) = try runOne(experiment)
      } catch {
        progress.clear()
        console.write(console.paint("  error: \(Echo.message("\(error)"))", .red) + "\n")
        unexpected.append(experiment.name)
        continue
      }
      ledger = ledger.recording(result)
      do {
        try ledger.write(to: root.appending(path: ledgerPath))
      } catch {
        Terminal.error(
          "error: cannot write \(ledgerPath): "
            + FileFailure.reason(error, at: root.appending(path: ledgerPath), writing: true))
      }
      show(result, of: experiment, patches: patches)
      totals.append(result.timing.totalSeconds)
      if !result.asExpected { unexpected.append(experiment.name) }
    }
    summarize(
      count: experiments.count, unexpected: unexpected, totals: totals, ledgerPath: ledgerPath)
    return unexpected.isEmpty ? .success : .failure
  }

  /// One experiment, from copy to verdict, and the patches it applied; the copy is removed
  /// however it ends.
  private func runOne(_ experiment: Experiment) throws
    -> (ExperimentResult, ExperimentPatches)
  {
    let clock = ContinuousClock()
    let started = clock.now
    let patches = try ExperimentPatches(
      experiment: experiment, root: root, styles: Catalog.styles)
    let overlay = try patches.overlay(root: root)
    scratch.add(workspace.package)
    defer {
      workspace.remove()
      scratch.remove(workspace.package)
    }
    progress.update("  copying the package and applying \(patches.styles.count + (patches.shared == nil ? 0 : 1)) patches")
    try workspace.makeCopy()
    try workspace.write(
      overlay, scenarios: experiment.scenarios, feature: experiment.feature.rawValue)
    let prepared = clock.now
    let build = try ChildProcess.run(buildArguments) { line in
      if line.hasPrefix("["), line.contains("Compiling") || line.contains("Linking") {
        progress.update("  building (release, incremental): " + String(line.prefix(100)))
      }
    }
    let built = clock.now
    progress.clear()
    var outcomes: [StyleOutcome]
    var othersPassed = false
    if build.status != 0 {
      outcomes = ExperimentEvaluation.buildFailed(
        experiment, compilerOutput: build.output,
        folders: Dictionary(uniqueKeysWithValues: Catalog.styles.map { ($0.id, $0.folder) }))
    } else {
      progress.update("  running \(experiment.feature.rawValue)'s scenarios on every style")
      let report = try runScenarios(of: experiment)
      progress.clear()
      outcomes = ExperimentEvaluation.outcomes(of: experiment, in: report)
      othersPassed = ExperimentEvaluation.othersPassed(experiment, in: report)
    }
    let ran = clock.now
    if build.status == 0, experiment.kind == .pitfall {
      let roleTests = try PitfallRoleTests(workspace: workspace, progress: progress)
        .run(experiment)
      outcomes = outcomes.map { outcome in
        var outcome = outcome
        outcome.roleTests = roleTests[outcome.style]
        return outcome
      }
    }
    let finished = clock.now
    let result = ExperimentResult(
      name: experiment.name, feature: experiment.feature, kind: experiment.kind,
      expected: experiment.expected, outcomes: outcomes, othersPassed: othersPassed,
      timing: ExperimentTiming(
        prepareSeconds: Self.seconds(prepared - started),
        buildSeconds: Self.seconds(built - prepared),
        runSeconds: Self.seconds(ran - built),
        roleTestSeconds: experiment.kind == .pitfall ? Self.seconds(finished - ran) : nil),
      ranAt: ISO8601DateFormatter().string(from: Date()))
    return (result, patches)
  }

  private var buildArguments: [String] {
    [
      "swift", "build", "-c", "release", "--product", "workbench", "--package-path",
      workspace.package.path, "--scratch-path", workspace.buildFolder.path,
    ]
  }

  /// The patched workbench's quick run of the feature; its report.json.
  private func runScenarios(of experiment: Experiment) throws -> WorkbenchReport {
    let out = workspace.package.appending(path: ".experiment-report", directoryHint: .isDirectory)
    let executable = workspace.buildFolder.appending(path: "release/workbench").path
    let run = try ChildProcess.run([
      executable, "run", "--quick", "--feature", experiment.feature.rawValue, "--root",
      workspace.package.path, "--out", out.path,
    ]) { _ in }
    let reportURL = out.appending(path: "report.json")
    guard run.status != ExitCode.usage.rawValue,
      let data = try? Data(contentsOf: reportURL)
    else {
      throw ExperimentRunError(
        "the patched workbench did not run (exit \(run.status)):\n"
          + run.output.split(separator: "\n").suffix(12).joined(separator: "\n"))
    }
    return try JSONDecoder().decode(WorkbenchReport.self, from: data)
  }

  private func show(
    _ result: ExperimentResult, of experiment: Experiment, patches: ExperimentPatches
  ) {
    let width = result.outcomes.map(\.style.rawValue.count).max() ?? 0
    var lines: [String] = []
    let costs = experiment.kind == .change ? patches.costs(styles: Catalog.styles) : []
    for outcome in result.outcomes {
      lines += ExperimentReportLine.outcome(outcome, width: width)
      if let cost = costs.first(where: { $0.style == outcome.style }) {
        lines.append(String(repeating: " ", count: width + 4) + "cost: " + ExperimentReportLine.cost(cost))
      }
    }
    if !result.othersPassed, experiment.kind == .pitfall {
      lines.append("  the styles left alone did not all pass: the pitfall's verdict has no reference")
    }
    let timing = result.timing
    let verdict = result.asExpected
      ? console.paint("as expected", .green) : console.paint("NOT as expected", .red)
    let expectation = experiment.expected.map { " (EXPERIMENT.md: \($0.rawValue))" } ?? ""
    lines.append(
      "  \(verdict)\(expectation) · "
        + String(format: "%.1f s (prepare %.1f s, build %.1f s, run %.1f s",
          timing.totalSeconds, timing.prepareSeconds, timing.buildSeconds, timing.runSeconds)
        + (timing.roleTestSeconds.map { String(format: ", role tests %.1f s", $0) } ?? "") + ")")
    console.write(lines.joined(separator: "\n") + "\n")
  }

  private func summarize(count: Int, unexpected: [String], totals: [Double], ledgerPath: String) {
    let sorted = totals.sorted()
    let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    var line = "\(count) experiments, \(count - unexpected.count) as expected"
    if !sorted.isEmpty {
      line += String(format: "; %.1f s per experiment (median), %.0f s in all", median, totals.reduce(0, +))
    }
    let recorded = record ? "" : " (not recorded; --record puts them in \(ExperimentLedger.path))"
    console.write(line + "; results in \(ledgerPath)\(recorded)\n")
    if !unexpected.isEmpty {
      console.write(
        console.paint("FAILED: not as expected: \(unexpected.joined(separator: ", "))", .red) + "\n")
    }
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// The patched package could not be run.
struct ExperimentRunError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// An exclusive lock on the experiments' folder, so two runs never share the scratch copy.
struct WorkspaceLock {
  private let descriptor: Int32

  init?(folder: URL) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    descriptor = open(folder.appending(path: "lock").path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
