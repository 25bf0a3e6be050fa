import Engine
import ScenarioLanguage

/// Run-time statistics of one step, in nanoseconds.
public struct StepTimingReport: Sendable, Equatable, Codable {
  public var step: Int
  public var line: Int
  public var source: String
  public var medianNs: Double
  public var minNs: Double
  public var maxNs: Double
  public var p90Ns: Double
  public var ciLowNs: Double
  public var ciHighNs: Double
  /// Heap allocations of the step on the main loop's thread, and their bytes, the fewest over
  /// the accepted runs; nil where not counted.
  public var allocations: Int?
  public var allocatedBytes: Int?

  public init(step cost: StepCost) {
    step = cost.index
    line = cost.line
    source = Echo.line(cost.source)
    medianNs = cost.statistics.median
    minNs = cost.statistics.min
    maxNs = cost.statistics.max
    p90Ns = cost.statistics.p90
    ciLowNs = cost.statistics.ciLow
    ciHighNs = cost.statistics.ciHigh
    allocations = cost.allocations?.count
    allocatedBytes = cost.allocations?.bytes
  }
}
