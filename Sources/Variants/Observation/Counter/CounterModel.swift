import Domain
import Observation

/// The counter's state as an `@Observable` model.
///
/// Observation does not notify a set that leaves an `Equatable` value as it was, so Reset at 0
/// would change nothing a render reads. The screen shows every tap (one render each), so the
/// model also counts the changes it has taken in ``revision``, which every operation moves —
/// a concession to the harness's one-render-per-tap contract, not something the idiom asks for.
@MainActor
@Observable
final class CounterModel {
  private(set) var count: Int
  /// How many operations the model has taken, equal results included.
  private(set) var revision = 0

  /// Creates a model whose count starts at `count`.
  init(count: Int) {
    self.count = count
  }

  // MARK: - Changing

  /// Adds one.
  func increment() {
    change(to: count.saturatingAdding(1))
  }

  /// Subtracts one.
  func decrement() {
    change(to: count.saturatingAdding(-1))
  }

  /// Adds ten.
  func incrementByTen() {
    change(to: count.saturatingAdding(10))
  }

  /// Subtracts ten.
  func decrementByTen() {
    change(to: count.saturatingAdding(-10))
  }

  /// Sets the count back to zero.
  func reset() {
    change(to: 0)
  }

  private func change(to newCount: Int) {
    count = newCount
    revision &+= 1
  }
}
