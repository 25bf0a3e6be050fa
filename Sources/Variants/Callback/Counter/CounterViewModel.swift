import Domain

/// Holds the count and answers every change through a `callback:` closure.
///
/// Each method changes the count with the shared saturating rule, then calls `callback` once
/// with the new value. The callbacks are not `@escaping`: each is called before its method
/// returns, and the compiler rules out keeping one, so the view model keeps nothing alive.
@MainActor
final class CounterViewModel {
  private var count: Int

  /// Creates a view model whose count starts at `initialCount`.
  init(initialCount: Int) {
    count = initialCount
  }

  // MARK: - Reading

  /// Calls back with the current count, unchanged.
  func loadCount(callback: (Int) -> Void) {
    callback(count)
  }

  // MARK: - Changing

  /// Adds one and calls back with the new count.
  func incrementCount(callback: (Int) -> Void) {
    changeCount(by: 1, callback: callback)
  }

  /// Subtracts one and calls back with the new count.
  func decrementCount(callback: (Int) -> Void) {
    changeCount(by: -1, callback: callback)
  }

  /// Adds ten and calls back with the new count.
  func incrementCountByTen(callback: (Int) -> Void) {
    changeCount(by: 10, callback: callback)
  }

  /// Subtracts ten and calls back with the new count.
  func decrementCountByTen(callback: (Int) -> Void) {
    changeCount(by: -10, callback: callback)
  }

  /// Sets the count back to zero and calls back with it.
  func resetCount(callback: (Int) -> Void) {
    count = 0
    callback(count)
  }

  private func changeCount(by amount: Int, callback: (Int) -> Void) {
    count = count.saturatingAdding(amount)
    callback(count)
  }
}
