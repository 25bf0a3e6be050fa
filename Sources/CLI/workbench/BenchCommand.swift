import Foundation
import Harness
import RuntimeBenchmarks

/// `workbench bench`: the matrix with more timed iterations, and optionally the runtime
/// microbenchmarks.
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
    if options.runtimes {
      command.runtimeBenchmarks = { try measureRuntimes() }
    }
    return command.run()
  }

  /// Times every runtime case and relates it to the floor case `a` from the same run.
  static func measureRuntimes() throws -> [RuntimeBenchmarkFigure] {
    let progress = ProgressLine()
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
