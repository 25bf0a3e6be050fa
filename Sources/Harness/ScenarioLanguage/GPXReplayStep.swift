/// `location gpx "<file>" [interval <duration>] [batch <n>]`: a GPX track from
/// `Scenarios/tracks/` replayed through the simulated device as virtual time advances.
public struct GPXReplayStep: Sendable, Equatable {
  /// The track's file name in the tracks folder, with the column it is written at.
  public let file: NameRef
  /// One fix every `interval`; nil replays the fixes at their own timestamps.
  public let interval: Duration?
  /// Fixes per delivery (1 unless the step says `batch <n>`).
  public let batchSize: Int

  public init(file: NameRef, interval: Duration? = nil, batchSize: Int = 1) {
    self.file = file
    self.interval = interval
    self.batchSize = batchSize
  }
}
