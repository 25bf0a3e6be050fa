import Engine
import Foundation
import Reports
import SceneContract
import VariantRegistry

/// The scenario × variant matrix behind `workbench`, `workbench run` and `workbench bench`:
/// validate, run behaviour, leaks and cost, print the summary and the failures, write the
/// reports.
@MainActor
struct MatrixCommand {
  let root: URL
  let selection: Selection
  let plan: CostPlan
  let subcommand: Subcommand?
  let commandLine: String
  /// Produces the runtime microbenchmark figures, when `bench --runtimes` asked for them.
  var runtimeBenchmarks: (() throws -> [RuntimeBenchmarkFigure])?
  /// Produces the route recorder's scaling figures, when `bench --scaling` asked for them.
  var scaling: (() throws -> [ScalingFigure])?
  /// Where to write JUnit XML too (`--junit`).
  var junit: String?
  /// Whether to write the report as the repository's baseline (`--write-baseline`).
  var writeBaseline = false
  /// The baseline to compare with and how (`check`).
  var check: BaselineRequest?
  /// `--out` and `--format`.
  var output = OutputOptions()

  /// Where the human-readable text goes: standard error when standard output carries JSON.
  var console: Console { Console(format: output.format) }

  /// The folder the reports go to: `--out`, else one chosen from the selection so that a
  /// filtered or quick run never replaces the full report in `Reports/latest/`.
  var reportFolder: URL {
    if let out = output.out {
      let current = URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      return URL(fileURLWithPath: out, isDirectory: true, relativeTo: current).standardizedFileURL
    }
    return root.appendingPathComponent(
      ReportFolder.path(for: selection, timed: plan.isTimed), isDirectory: true)
  }

  func run() -> ExitCode {
    let workbench: Workbench
    let plans: [Workbench.FeaturePlan]
    let whole: [Workbench.FeaturePlan]
    do {
      workbench = try Workbench(registry: Registry.styles, repositoryRoot: root)
      plans = try workbench.plan(selection)
      whole = try workbench.plan(Selection())
    } catch let error as SelectionError {
      Terminal.error("\(UsageError(error.message, subcommand: subcommand))")
      return .usage
    } catch {
      Terminal.error("\(error)")
      return .usage
    }
    let console = console
    let progress = ProgressLine(console: console)
    let heartbeat = console.isTerminal ? nil : Heartbeat { [console] line in console.write(line) }
    heartbeat?.start()
    defer { heartbeat?.stop() }
    do {
      let outcomes = try workbench.run(plans, cost: plan, traceFlows: plan.isTimed) { step in
        progress.update(
          "[\(step.completed + 1)/\(step.total)] \(step.feature.rawValue) · \(step.scenario)")
        heartbeat?.printed()
      }
      heartbeat?.stop()
      progress.clear()
      let figures = try runtimeBenchmarks?()
      var report = workbench.report(
        outcomes, cost: plan, command: commandLine, runtimeBenchmarks: figures)
      report.scaling = try scaling?()
      let undeclared = workbench.undeclared(selection)
      report.undeclared = undeclared.isEmpty ? nil : undeclared
      let problems =
        report.attachExperiments(root: root, styles: Catalog.styles)
        + [report.attachFuzzing(root: root), report.attachMutation(root: root)].compactMap { $0 }
      for problem in problems {
        console.write(console.paint("warning: \(problem)", .yellow) + "\n")
      }
      printSummary(report, figures: figures, console: console)
      let written: ReportWriter.Written
      do {
        written = try ReportWriter.write(report, repositoryRoot: root, to: reportFolder)
      } catch {
        progress.clear()
        Terminal.error(
          "error: cannot write the reports into \(Terminal.display(reportFolder))/: "
            + FileFailure.reason(
              error, at: reportFolder.appendingPathComponent("report.json"), writing: true))
        return .usage
      }
      console.write(
        "\nReports in \(Terminal.display(written.folder))/: report.html, report.md, "
          + "report.json\n")
      let exitCode = try finish(report, whole: whole)
      if let line = FailureSummary.failedLine(report) {
        console.write("\n\(console.paint(line, .red))\n")
      } else if exitCode != .success {
        console.write("\n\(console.paint("FAILED: the baseline check (findings above)", .red))\n")
      }
      if output.format == .json {
        Terminal.write(try summary(report, written: written, exitCode: exitCode).json())
      }
      return exitCode
    } catch {
      progress.clear()
      Terminal.error("error: \(error)")
      return .usage
    }
  }

  func summary(_ report: WorkbenchReport, written: ReportWriter.Written, exitCode: ExitCode)
    -> RunSummary
  {
    RunSummary(
      report, timed: plan.isTimed, exitCode: Int(exitCode.rawValue),
      reports: [
        "folder": Terminal.display(written.folder), "html": Terminal.display(written.html),
        "markdown": Terminal.display(written.markdown), "json": Terminal.display(written.json),
      ])
  }

  func printSummary(
    _ report: WorkbenchReport, figures: [RuntimeBenchmarkFigure]?, console: Console
  ) {
    console.write(SummaryTable.render(report) + "\n")
    if let figures {
      console.write("\nRuntime microbenchmarks (ns per unit):\n")
      console.write(SummaryTable.render(figures) + "\n")
    }
    if let scaling = report.scaling {
      console.write(
        "\nRoute recorder scaling, time per fix (flat when the last column is near 1):\n")
      console.write(ScalingTable.render(scaling) + "\n")
    }
    let failures = FailureSummary.render(report)
    if !failures.isEmpty { console.write("\n\(console.paintFailures(failures))\n") }
    let runs = report.features.flatMap(\.variants).flatMap(\.scenarios)
    let passed = runs.filter { $0.behavior == .pass }.count
    let leaks = runs.filter(\.leaks.leaked).count
    let counts =
      "\(passed)/\(runs.count) scenario runs passed" + (leaks == 0 ? ", no leaks" : ", \(leaks) leaked")
    let how =
      plan.isTimed
      ? "\(plan.warmup) warm-up + \(plan.iterations) timed runs each"
      : "quick: behaviour, traces and leaks only, nothing timed"
    console.write(
      "\n\(console.paint(counts, passed == runs.count && leaks == 0 ? .green : .red))"
        + " (\(report.run.buildConfiguration) build, \(how)).\n")
  }
}
