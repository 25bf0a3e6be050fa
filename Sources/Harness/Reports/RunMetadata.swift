import Engine
import Foundation

/// When, how and where a report was produced.
public struct RunMetadata: Sendable, Equatable, Codable {
  /// ISO 8601 time the run started, in UTC (`2025-01-31T09:30:00Z`).
  public var date: String
  /// `debug` or `release`: the build the timings come from.
  public var buildConfiguration: String
  /// Active processor cores on the machine.
  public var machineCores: Int
  /// Untimed warm-up rounds per scenario.
  public var warmup: Int
  /// Timed rounds per scenario (each round runs every variant once).
  public var iterations: Int
  /// The command line that produced the report, e.g. `workbench run --feature counter`.
  public var command: String

  public init(
    date: String, buildConfiguration: String, machineCores: Int, warmup: Int, iterations: Int,
    command: String
  ) {
    self.date = date
    self.buildConfiguration = buildConfiguration
    self.machineCores = machineCores
    self.warmup = warmup
    self.iterations = iterations
    self.command = command
  }

  /// Metadata for a run starting now on this machine with this build.
  public static func current(plan: CostPlan, command: String, date: Date = Date()) -> RunMetadata {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return RunMetadata(
      date: formatter.string(from: date), buildConfiguration: BuildConfiguration.current,
      machineCores: ProcessInfo.processInfo.activeProcessorCount, warmup: plan.warmup,
      iterations: plan.iterations, command: command)
  }
}
