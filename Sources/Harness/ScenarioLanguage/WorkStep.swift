/// What a `work …` step changes about the app's off-main work.
public enum WorkStep: Sendable, Equatable {
  /// `work latency <duration>`: every later job off the main thread (decoding an answer,
  /// reading or writing the route store) takes this long.
  case latency(Duration)
}
