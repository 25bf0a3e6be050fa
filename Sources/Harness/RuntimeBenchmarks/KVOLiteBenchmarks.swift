import KVOLite

// MARK: - KVOLite case (h)

/// A model with one observable property, as `@objc dynamic var count` declares it on iOS.
final class BenchmarkCounter: KVOObject {
  @Dynamic var count = 0
}

extension RuntimeBenchmarkSuite {
  static var kvoLiteCases: [BenchmarkCase] {
    [typedObservationSets]
  }

  /// (h) One typed observation (`observe(\.count, options: [.new])`) notified per property set.
  static var typedObservationSets: BenchmarkCase {
    BenchmarkCase(
      id: "h", title: "KVOLite: observe(\\.count, options: [.new]) per property set",
      events: 1_000_000, unit: "set", expectedChecksum: triangularChecksum
    ) { events in
      let counter = BenchmarkCounter()
      let tally = Tally()
      let observation = counter.observe(\.count, options: [.new]) { _, change in
        tally.sum &+= change.newValue ?? 0
      }
      for i in 0..<events { counter.count = i }
      observation.invalidate()
      return tally.sum
    }
  }
}
