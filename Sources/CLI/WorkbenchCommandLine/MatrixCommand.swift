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
    let progress = ProgressLine()
    do {
      let outcomes = try workbench.run(plans, cost: plan) { step in
        progress.update(
          "[\(step.completed + 1)/\(step.total)] \(step.feature.rawValue) · \(step.scenario)")
      }
      progress.clear()
      let figures = try runtimeBenchmarks?()
      var report = workbench.report(
        outcomes, cost: plan, command: commandLine, runtimeBenchmarks: figures)
      report.scaling = try scaling?()
      printSummary(report, figures: figures)
      let written = try ReportWriter.write(report, repositoryRoot: root)
      Terminal.write(
        "\nReports: \(Terminal.display(written.markdown)), \(Terminal.display(written.json)), "
          + "\(Terminal.display(written.html))\n")
      return try finish(report, whole: whole)
    } catch {
      progress.clear()
      Terminal.error("error: \(error)")
      return .usage
    }
  }

  func printSummary(_ report: WorkbenchReport, figures: [RuntimeBenchmarkFigure]?) {
    Terminal.write(SummaryTable.render(report) + "\n")
    if let figures {
      Terminal.write("\nRuntime microbenchmarks (ns per unit):\n")
      Terminal.write(SummaryTable.render(figures) + "\n")
    }
    if let scaling = report.scaling {
      Terminal.write(
        "\nRoute recorder scaling, time per fix (flat when the last column is near 1):\n")
      Terminal.write(ScalingTable.render(scaling) + "\n")
    }
    let failures = FailureSummary.render(report)
    if !failures.isEmpty { Terminal.write("\n\(failures)\n") }
    let runs = report.features.flatMap(\.variants).flatMap(\.scenarios)
    let passed = runs.filter { $0.behavior == .pass }.count
    let leaks = runs.filter(\.leaks.leaked).count
    Terminal.write(
      "\n\(passed)/\(runs.count) scenario runs passed"
        + (leaks == 0 ? ", no leaks" : ", \(leaks) leaked") + " (\(report.run.buildConfiguration)"
        + " build, \(plan.warmup) warm-up + \(plan.iterations) timed runs each).\n")
  }
}
