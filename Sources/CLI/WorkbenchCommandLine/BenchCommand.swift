import Engine
import Foundation
import Reports
import RuntimeBenchmarks
import SceneContract
import VariantRegistry

/// `workbench bench`: the matrix with more timed iterations, and optionally the runtime
/// microbenchmarks and the route recorder's scaling family.
@MainActor
enum BenchCommand {
  static func run(root: URL, options: BenchOptions, commandLine: String) -> ExitCode {
    #if DEBUG
      Terminal.error(
        "warning: this is a debug build; its timings are not representative. "
          + "Use: swift run -c release workbench bench")
    #endif
    var command = MatrixCommand(
      root: root, selection: options.selection, plan: options.plan, subcommand: .bench,
      commandLine: commandLine)
    command.output = options.output
    let console = command.console
    if options.runtimes {
      command.runtimeBenchmarks = { try measureRuntimes(console: console) }
    }
    if options.scaling {
      command.scaling = {
        try measureScaling(variant: options.selection.variant, console: console)
      }
    }
    return command.run()
  }

  /// Records the scaling family's routes on every route-recorder variant (or the selected one).
  static func measureScaling(variant: VariantID?, console: Console) throws -> [ScalingFigure] {
    let progress = ProgressLine(console: console)
    defer { progress.clear() }
    let implementing = Registry.styles.filter { $0.builder(for: .routeRecorder) != nil }
      .map(\.id)
    let plan = ScalingPlan.standard
    let selected = implementing.filter { variant == nil || $0 == variant }
    return try ScalingBenchmark.measure(
      registry: Registry.styles, variants: selected, plan: plan
    ) { step in
      let round = step.round == 0 ? "warm-up" : "round \(step.round)/\(plan.runs)"
      progress.update("[scaling] \(step.fixes) fixes · \(round) · \(step.variant.rawValue)")
    }
  }

  /// Times every runtime case and relates it to the floor case `a` from the same run.
  static func measureRuntimes(console: Console) throws -> [RuntimeBenchmarkFigure] {
    let progress = ProgressLine(console: console)
    let cases = RuntimeBenchmarkSuite.cases()
    var results: [BenchmarkResult] = []
    for (offset, benchmark) in cases.enumerated() {
      progress.update("[\(offset + 1)/\(cases.count)] runtime \(benchmark.id): \(benchmark.title)")
      results.append(try BenchmarkRunner.measure(benchmark))
    }
    progress.clear()
    let floor = results.first { $0.id == "a" }?.medianNsPerEvent
    return results.map { result in
      RuntimeBenchmarkFigure(
        id: result.id, title: result.title, unit: result.unit, events: result.events,
        runs: result.runs, medianNsPerEvent: result.medianNsPerEvent,
        minNsPerEvent: result.minNsPerEvent, maxNsPerEvent: result.maxNsPerEvent,
        ratioToFloor: floor.map { $0 > 0 ? result.medianNsPerEvent / $0 : 0 } ?? 0)
    }
  }
}
