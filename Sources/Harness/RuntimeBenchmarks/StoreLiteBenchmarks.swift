import StoreLite

// MARK: - StoreLite case (m)

/// The state and actions of case (m): one count, set by every action.
private struct BenchmarkCounterFeature: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state = action
    return .none
  }
}

extension RuntimeBenchmarkSuite {
  static var storeLiteCases: [BenchmarkCase] {
    [storeSendReduceRender]
  }

  /// (m) `Store.send(i)` → the reducer sets the count → the view reads it back: the store
  /// style's whole path for one action, with no effect.
  ///
  /// The store lives on the main actor; the benchmark runner calls every case from the main
  /// thread.
  static var storeSendReduceRender: BenchmarkCase {
    BenchmarkCase(
      id: "m", title: "StoreLite: Store.send → reduce → render", events: 1_000_000,
      unit: "action", expectedChecksum: triangularChecksum
    ) { events in
      MainActor.assumeIsolated {
        let store = Store(initialState: 0) { BenchmarkCounterFeature() }
        let tally = Tally()
        for i in 0..<events {
          store.send(i)
          tally.sum &+= store.state
        }
        return tally.sum
      }
    }
  }
}
