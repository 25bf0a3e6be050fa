import BondLite
import Domain

/// The counter's state as an observable property, and the inputs that change it, named for
/// what they do.
///
/// Observers of ``count`` get the current value when they start observing and every value set
/// after that, equal or not, so each event is seen exactly once.
@MainActor
final class CounterViewModel {
  /// The count, observable.
  let count: Observable<Int>

  /// Creates a view model whose count starts at `initialCount`.
  init(initialCount: Int) {
    count = Observable(initialCount)
  }

  // MARK: - Inputs

  /// Adds one.
  func increment() {
    count.value = count.value.saturatingAdding(1)
  }

  /// Subtracts one.
  func decrement() {
    count.value = count.value.saturatingAdding(-1)
  }

  /// Adds ten.
  func incrementByTen() {
    count.value = count.value.saturatingAdding(10)
  }

  /// Subtracts ten.
  func decrementByTen() {
    count.value = count.value.saturatingAdding(-10)
  }

  /// Sets the count back to zero.
  func reset() {
    count.value = 0
  }
}
