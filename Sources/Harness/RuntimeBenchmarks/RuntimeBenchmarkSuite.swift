/// Every runtime microbenchmark, in report order: the closure floor first, then RxLite,
/// BondLite, KVOLite, Observation and StoreLite cases, then Swift concurrency on the driven main
/// loop. Each runtime's cases live in their own file.
public enum RuntimeBenchmarkSuite {
  /// All cases; `scale` divides the event counts for quick runs (1 = full size).
  public static func cases(scale: Int = 1) -> [BenchmarkCase] {
    let all: [BenchmarkCase] = floorCases + rxLiteCases + bondLiteCases + kvoLiteCases
      + observationCases + storeLiteCases + asyncPlatformCases
    guard scale > 1 else { return all }
    return all.map {
      BenchmarkCase(
        id: $0.id, title: $0.title, events: max(1, $0.events / scale), unit: $0.unit,
        expectedChecksum: $0.expectedChecksum, body: $0.body)
    }
  }
}
