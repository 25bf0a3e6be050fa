import MainLoop
import Observation
import ObservationTracking

// MARK: - Observation cases (k)–(l)

/// A model with one observable property, as an `@Observable` class declares it.
@MainActor
@Observable
final class ObservableBenchmarkCounter {
  var count = 0
}

extension RuntimeBenchmarkSuite {
  static var observationCases: [BenchmarkCase] {
    [trackedRenderPerChange, reArmedTrackingPerChange]
  }

  /// (k) One change → one tracked re-render: `count = i`, then a turn of the main loop, which
  /// runs the render again under `withObservationTracking` and re-arms it (`TrackedRender`).
  /// The setting of `i = 0` equals the initial value and re-renders nothing; the sum is the same.
  static var trackedRenderPerChange: BenchmarkCase {
    BenchmarkCase(
      id: "k", title: "Observation: count = i, tracked re-render on the next main-loop turn",
      events: 1_000_000, unit: "change", expectedChecksum: triangularChecksum
    ) { events in
      // The workbench runs benchmarks on the main thread; the models and renders are
      // main-actor isolated, as in the style.
      MainActor.assumeIsolated {
        let loop = MainLoop(mode: .virtual)
        let counter = ObservableBenchmarkCounter()
        let tally = Tally()
        let render = observe(on: loop) { tally.sum &+= counter.count }
        for i in 0..<events {
          counter.count = i
          loop.runUntilIdle()
        }
        render.cancel()
        return tally.sum
      }
    }
  }

  /// (l) What (k) costs without the main loop: `count = i`, then the render runs again at once
  /// under a new `withObservationTracking`, armed in place. The difference to (k) is the
  /// scheduled turn (a `ScheduledWork` and the loop's queue).
  static var reArmedTrackingPerChange: BenchmarkCase {
    BenchmarkCase(
      id: "l", title: "Observation: count = i, withObservationTracking re-armed in place",
      events: 1_000_000, unit: "change", expectedChecksum: triangularChecksum
    ) { events in
      MainActor.assumeIsolated {
        let counter = ObservableBenchmarkCounter()
        let tally = Tally()
        let changed = ChangeFlag()
        @MainActor func render() {
          withObservationTracking {
            tally.sum &+= counter.count
          } onChange: {
            MainActor.assumeIsolated { changed.isSet = true }
          }
        }
        render()
        for i in 0..<events {
          counter.count = i
          if changed.isSet {
            changed.isSet = false
            render()
          }
        }
        return tally.sum
      }
    }
  }
}

/// Set by a one-shot `onChange`, cleared by the render that follows it.
@MainActor
final class ChangeFlag {
  var isSet = false
}
