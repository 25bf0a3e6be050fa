import Domain

/// Owns the count and tells its delegate, the view, about every change.
///
/// The delegate is held weakly, so the presenter never keeps a screen alive; setting it shows
/// it the current count, and every later change reaches it through `count`'s `didSet`.
@MainActor
final class CounterPresenter {
  private(set) var count: Int {
    didSet { delegate?.counterPresenter(self, didUpdateCount: count) }
  }

  /// The view, told about every change; held weakly. Setting it tells it the current count.
  weak var delegate: CounterPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      delegate.counterPresenter(self, didUpdateCount: count)
    }
  }

  /// Creates a presenter whose count starts at `initialCount`.
  init(initialCount: Int) {
    count = initialCount
  }

  // MARK: - User intents

  /// Adds one.
  func incrementCount() {
    count = count.saturatingAdding(1)
  }

  /// Subtracts one.
  func decrementCount() {
    count = count.saturatingAdding(-1)
  }

  /// Adds ten.
  func incrementCountByTen() {
    count = count.saturatingAdding(10)
  }

  /// Subtracts ten.
  func decrementCountByTen() {
    count = count.saturatingAdding(-10)
  }

  /// Sets the count back to zero.
  func resetCount() {
    count = 0
  }
}
