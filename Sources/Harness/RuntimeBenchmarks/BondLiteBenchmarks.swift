import BondLite

// MARK: - BondLite cases (f), (g), (i), (j)

extension RuntimeBenchmarkSuite {
  static var bondLiteCases: [BenchmarkCase] {
    [bondMapFilterPipeline, observablePropertySets, bondObserveDisposePairs, bondTenObservers]
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

  /// (i) observe + dispose pairs on a `PassthroughSubject`: BondLite's (d), with the same
  /// two checks per pair (registered, then disposed).
  static var bondObserveDisposePairs: BenchmarkCase {
    BenchmarkCase(
      id: "i", title: "BondLite: observeNext + dispose on a PassthroughSubject",
      events: 100_000, unit: "pair", expectedChecksum: { 2 * $0 }
    ) { events in
      let subject = PassthroughSubject<Int, Never>()
      let tally = Tally()
      for _ in 0..<events {
        let observation = subject.observeNext { tally.sum &+= $0 }
        if !observation.isDisposed { tally.sum &+= 1 }
        observation.dispose()
        if observation.isDisposed { tally.sum &+= 1 }
      }
      return tally.sum
    }
  }

  /// (j) one `PassthroughSubject` with ten observers, per event sent: BondLite's (e).
  static var bondTenObservers: BenchmarkCase {
    BenchmarkCase(
      id: "j", title: "BondLite: PassthroughSubject with 10 observers", events: 1_000_000,
      expectedChecksum: { 10 &* triangularChecksum($0) }
    ) { events in
      let subject = PassthroughSubject<Int, Never>()
      let tally = Tally()
      let observations = (0..<10).map { _ in subject.observeNext { tally.sum &+= $0 } }
      for i in 0..<events { subject.send(i) }
      for observation in observations { observation.dispose() }
      return tally.sum
    }
  }
}
