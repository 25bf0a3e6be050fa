import AsyncPlatform
import MainLoop

// MARK: - Swift concurrency cases (n)–(o), on the virtual main loop

extension RuntimeBenchmarkSuite {
  static var asyncPlatformCases: [BenchmarkCase] {
    [streamYieldPerEvent, taskCreateAndCancel]
  }

  /// (n) `AsyncStream<Int>.Continuation.yield` → a `@MainActor` task's `for await`, the loop
  /// run after every yield: what the async-await style pays per input. Each event is one
  /// resumption job, captured by the drive and run on a loop turn.
  ///
  /// Runs on the main actor, where the CLI runs the runtime cases.
  static var streamYieldPerEvent: BenchmarkCase {
    BenchmarkCase(
      id: "n", title: "Swift concurrency: AsyncStream yield → for await (driven loop)",
      events: 100_000, expectedChecksum: triangularChecksum
    ) { events in
      MainActor.assumeIsolated {
        let loop = MainLoop()
        let tally = Tally()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        loop.drive {
          let consumer = Task { @MainActor in
            for await value in stream { tally.sum &+= value }
          }
          loop.runUntilIdle()
          for value in 0..<events {
            continuation.yield(value)
            loop.runUntilIdle()
          }
          continuation.finish()
          loop.runUntilIdle()
          withExtendedLifetime(consumer) {}
        }
        return tally.sum
      }
    }
  }

  /// (o) A `Task` created, started, suspended in a sleep on the ``VirtualClock`` and cancelled:
  /// the async-await style's debounce and latest-wins, per pair (with the loop's turns that
  /// start, suspend and end the task).
  ///
  /// Runs on the main actor, where the CLI runs the runtime cases.
  static var taskCreateAndCancel: BenchmarkCase {
    BenchmarkCase(
      id: "o", title: "Swift concurrency: Task create + cancel (sleeping on VirtualClock)",
      events: 100_000, unit: "pair", expectedChecksum: triangularChecksum
    ) { events in
      MainActor.assumeIsolated {
        let loop = MainLoop()
        let clock = VirtualClock(loop: loop)
        let tally = Tally()
        loop.drive {
          for value in 0..<events {
            let task = Task { @MainActor in
              do {
                try await clock.sleep(for: .seconds(1))
              } catch {
                tally.sum &+= value
              }
            }
            loop.runUntilIdle()
            task.cancel()
            loop.runUntilIdle()
            // A cancelled timer stays queued until its instant; move past it so the queue
            // stays one item deep, as it does between a user's edits.
            loop.advance(by: .seconds(1))
          }
        }
        return tally.sum
      }
    }
  }
}
