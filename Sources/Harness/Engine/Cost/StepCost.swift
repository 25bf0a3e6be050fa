
/// Timing statistics of one scenario step over the accepted runs.
public struct StepCost: Sendable, Equatable {
  /// Index of the step in the trace: the load is step 0, the first scenario step is step 1.
  public let index: Int
  /// 1-based line of the step in its scenario file.
  public let line: Int
  /// The step as written.
  public let source: String
  public let statistics: SampleStatistics
  /// Heap allocations of the step on the main loop's thread, the fewest over the accepted
  /// runs; nil where not counted.
  public let allocations: AllocationTally?

  public init(
    index: Int, line: Int, source: String, statistics: SampleStatistics,
    allocations: AllocationTally? = nil
  ) {
    self.index = index
    self.line = line
    self.source = source
    self.statistics = statistics
    self.allocations = allocations
  }
}
