import RxLite

// MARK: - RxLite cases (b)–(e)
//
// Each case builds its chain the way client code does, in this module, so RxLite's
// `@inlinable` operators are specialized here exactly as they are in a variant.

extension RuntimeBenchmarkSuite {
  static var rxLiteCases: [BenchmarkCase] {
    [mapFilterPipeline, behaviorRelayAccept, subscribeDisposePairs, tenSubscribers]
  }

  /// (b) `PublishSubject<Int>` → `map` → `filter` → `subscribe(onNext:)`.
  static var mapFilterPipeline: BenchmarkCase {
    BenchmarkCase(
      id: "b", title: "RxLite: PublishSubject → map → filter → subscribe",
      events: 1_000_000, expectedChecksum: mapFilterChecksum
    ) { events in
      let subject = PublishSubject<Int>()
      let tally = Tally()
      let subscription = subject
        .map { $0 &+ 1 }
        .filter { $0 & 1 == 0 }
        .subscribe(onNext: { tally.sum &+= $0 })
      for i in 0..<events { subject.onNext(i) }
      subscription.dispose()
      return tally.sum
    }
  }

  /// (c) `BehaviorRelay<Int>.accept` with one subscriber.
  static var behaviorRelayAccept: BenchmarkCase {
    BenchmarkCase(
      id: "c", title: "RxLite: BehaviorRelay.accept, one subscriber", events: 1_000_000,
      expectedChecksum: triangularChecksum
    ) { events in
      let relay = BehaviorRelay(value: 0)
      let tally = Tally()
      let subscription = relay.subscribe(onNext: { tally.sum &+= $0 })
      for i in 0..<events { relay.accept(i) }
      subscription.dispose()
      return tally.sum
    }
  }

  /// (d) subscribe + dispose pairs on a `PublishSubject`.
  static var subscribeDisposePairs: BenchmarkCase {
    BenchmarkCase(
      id: "d", title: "RxLite: subscribe + dispose on a PublishSubject", events: 100_000,
      unit: "pair", expectedChecksum: { 2 * $0 }
    ) { events in
      let subject = PublishSubject<Int>()
      let tally = Tally()
      for _ in 0..<events {
        let subscription = subject.subscribe(onNext: { tally.sum &+= $0 })
        if subject.hasObservers { tally.sum &+= 1 }
        subscription.dispose()
        if !subject.hasObservers { tally.sum &+= 1 }
      }
      return tally.sum
    }
  }

  /// (e) one `PublishSubject` with ten subscribers, per event sent to the subject.
  static var tenSubscribers: BenchmarkCase {
    BenchmarkCase(
      id: "e", title: "RxLite: PublishSubject with 10 subscribers", events: 1_000_000,
      expectedChecksum: { 10 &* triangularChecksum($0) }
    ) { events in
      let subject = PublishSubject<Int>()
      let tally = Tally()
      let subscriptions = (0..<10).map { _ in subject.subscribe(onNext: { tally.sum &+= $0 }) }
      for i in 0..<events { subject.onNext(i) }
      for subscription in subscriptions { subscription.dispose() }
      return tally.sum
    }
  }
}
