import BondLite
import Domain

/// The counter's state as an observable property, and the user events that change it.
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

  // MARK: - User events

  /// The user tapped +1.
  func countUpButtonTapped() {
    count.value = count.value.saturatingAdding(1)
  }

  /// The user tapped -1.
  func countDownButtonTapped() {
    count.value = count.value.saturatingAdding(-1)
  }

  /// The user tapped +10.
  func countUpTenButtonTapped() {
    count.value = count.value.saturatingAdding(10)
  }

  /// The user tapped -10.
  func countDownTenButtonTapped() {
    count.value = count.value.saturatingAdding(-10)
  }

  /// The user tapped Reset.
  func countResetButtonTapped() {
    count.value = 0
  }
}
