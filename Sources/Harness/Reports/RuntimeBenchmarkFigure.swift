
/// One runtime microbenchmark's result, as the JSON report holds it.
public struct RuntimeBenchmarkFigure: Sendable, Equatable, Codable {
  /// The case's stable id (`a` is the plain-closure floor).
  public var id: String
  public var title: String
  /// What one measured unit is: `event`, `pair` or `set`.
  public var unit: String
  /// Units processed per run.
  public var events: Int
  /// Timed runs.
  public var runs: Int
  public var medianNsPerEvent: Double
  public var minNsPerEvent: Double
  public var maxNsPerEvent: Double
  /// Median divided by the floor case's median in the same run.
  public var ratioToFloor: Double

  public init(
    id: String, title: String, unit: String, events: Int, runs: Int, medianNsPerEvent: Double,
    minNsPerEvent: Double, maxNsPerEvent: Double, ratioToFloor: Double
  ) {
    self.id = id
    self.title = title
    self.unit = unit
    self.events = events
    self.runs = runs
    self.medianNsPerEvent = medianNsPerEvent
    self.minNsPerEvent = minNsPerEvent
    self.maxNsPerEvent = maxNsPerEvent
    self.ratioToFloor = ratioToFloor
  }
}
