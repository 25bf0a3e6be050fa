import AsyncPlatform
import MainLoop
import Testing

@MainActor
@Suite("VirtualClock on the main loop")
struct VirtualClockTests {
  private let loop = MainLoop()

  @Test func aSleepEndsWhenVirtualTimeReachesItsDeadlineAndNotBefore() {
    let clock = VirtualClock(loop: loop)
    var woke: Duration?
    loop.drive {
      Task {
        try await clock.sleep(for: .milliseconds(500))
        woke = clock.now.offset
      }
      loop.runUntilIdle()
      loop.advance(by: .milliseconds(499))
    }
    #expect(woke == nil)
    loop.drive { loop.advance(by: .milliseconds(1)) }
    #expect(woke == .milliseconds(500))
  }

  @Test func cancellingASleeperThrowsAtOnceAndDropsItsTimer() {
    let clock = VirtualClock(loop: loop)
    var outcome = "sleeping"
    let task = loop.drive {
      let task = Task {
        do {
          try await clock.sleep(for: .seconds(10))
          outcome = "woke"
        } catch {
          outcome = "cancelled at \(clock.now.offset)"
        }
      }
      loop.runUntilIdle()
      return task
    }
    #expect(loop.pendingCount == 1)
    loop.drive {
      task.cancel()
      loop.runUntilIdle()
    }
    #expect(outcome == "cancelled at 0.0 seconds")
    #expect(loop.pendingCount == 0)
  }

  @Test func outsideADriveTheRuntimeIsUntouched() async {
    let value = await Task.detached { 6 * 7 }.value
    #expect(value == 42)
    #expect(!MainLoop.isDriving)
  }
}
