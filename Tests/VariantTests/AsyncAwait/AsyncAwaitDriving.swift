import AsyncPlatform
import MainLoop

// Role tests of the async-await style run everything that can wake a task inside a drive of
// the virtual main loop, as the harness does, so tasks run on the loop's turns, in order.

extension MainLoop {
  /// Runs `body`, then every job and item it left due, inside one drive.
  @MainActor
  @discardableResult
  func settle<Result>(_ body: () throws -> Result) rethrows -> Result {
    try drive { () throws -> Result in
      let result = try body()
      runUntilIdle()
      return result
    }
  }

  /// Moves virtual time forward inside a drive.
  @MainActor
  func advanceDriven(by interval: Duration) {
    drive { advance(by: interval) }
  }
}
