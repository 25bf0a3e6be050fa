import BondLite

// MARK: - BondLite cases (f)–(g)

extension RuntimeBenchmarkSuite {
  static var bondLiteCases: [BenchmarkCase] {
    [bondMapFilterPipeline, observablePropertySets]
  }

  /// (f) `PassthroughSubject<Int, Never>` → `map` → `filter` → `observeNext`: BondLite's (b).
  static var bondMapFilterPipeline: BenchmarkCase {
    BenchmarkCase(
      id: "f", title: "BondLite: PassthroughSubject → map → filter → observeNext",
      events: 1_000_000, expectedChecksum: mapFilterChecksum
    ) { events in
      let subject = PassthroughSubject<Int, Never>()
      let tally = Tally()
      let observation = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.observeNext {
        tally.sum &+= $0
      }
      for i in 0..<events { subject.send(i) }
      observation.dispose()
      return tally.sum
    }
  }

  /// (g) `Observable<Int>.value = i` with one observer: BondLite's (c). The observer also
  /// receives the initial value, 0, which leaves the sum unchanged.
  static var observablePropertySets: BenchmarkCase {
    BenchmarkCase(
      id: "g", title: "BondLite: Observable<Int>.value = i with one observer",
      events: 1_000_000, expectedChecksum: triangularChecksum
    ) { events in
      let property = Observable(0)
      let tally = Tally()
      let observation = property.observeNext { tally.sum &+= $0 }
      for i in 0..<events { property.value = i }
      observation.dispose()
      return tally.sum
    }
  }
}
