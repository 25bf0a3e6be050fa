import Foundation

/// One runtime microbenchmark: a named body that processes `events` events and returns a
/// checksum, so the optimiser cannot discard the work.
public struct BenchmarkCase: Sendable {
  /// Stable identifier, e.g. `"b"` for the RxLite map→filter pipeline.
  public let id: String
  /// What the case measures, for reports.
  public let title: String
  /// How many events one run processes (the divisor for ns/event).
  public let events: Int
  /// The unit a result is reported in: "event", "pair", "set" or "action".
  public let unit: String
  /// Runs the case once and returns a checksum derived from every event.
  public let body: @Sendable (_ events: Int) -> Int
  /// The checksum a correct run must return, so a broken case is caught rather than timed.
  public let expectedChecksum: @Sendable (_ events: Int) -> Int

  public init(
    id: String, title: String, events: Int, unit: String = "event",
    expectedChecksum: @escaping @Sendable (_ events: Int) -> Int,
    body: @escaping @Sendable (_ events: Int) -> Int
  ) {
    self.id = id
    self.title = title
    self.events = events
    self.unit = unit
    self.expectedChecksum = expectedChecksum
    self.body = body
  }
}

/// The outcome of timing one ``BenchmarkCase``.
public struct BenchmarkResult: Sendable, Codable, Equatable {
  public let id: String
  public let title: String
  public let unit: String
  public let events: Int
  public let runs: Int
  /// Median over the timed runs, in nanoseconds per event.
  public let medianNsPerEvent: Double
  public let minNsPerEvent: Double
  public let maxNsPerEvent: Double
}

/// A mismatch between what a case returned and what it should have computed.
public struct BenchmarkChecksumError: Error, CustomStringConvertible {
  public let id: String
  public let expected: Int
  public let actual: Int
  public var description: String {
    "benchmark \(id): checksum \(actual), expected \(expected); the case does not do its work"
  }
}

/// Times cases with warm-up and repeated runs; only the harness and CLI read the wall clock.
public enum BenchmarkRunner {
  /// Runs `warmups` untimed and `runs` timed repetitions of `benchmark`.
  public static func measure(
    _ benchmark: BenchmarkCase, warmups: Int = 2, runs: Int = 9
  ) throws -> BenchmarkResult {
    let events = benchmark.events
    let expected = benchmark.expectedChecksum(events)
    for _ in 0..<warmups {
      let checksum = benchmark.body(events)
      guard checksum == expected else {
        throw BenchmarkChecksumError(id: benchmark.id, expected: expected, actual: checksum)
      }
    }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      let checksum = benchmark.body(events)
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      guard checksum == expected else {
        throw BenchmarkChecksumError(id: benchmark.id, expected: expected, actual: checksum)
      }
      samples.append(Double(elapsed) / Double(events))
    }
    samples.sort()
    return BenchmarkResult(
      id: benchmark.id, title: benchmark.title, unit: benchmark.unit, events: events,
      runs: runs, medianNsPerEvent: samples[samples.count / 2],
      minNsPerEvent: samples[0], maxNsPerEvent: samples[samples.count - 1])
  }
}
