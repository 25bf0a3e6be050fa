import Domain

/// Owns the count and tells its attached view about every change.
///
/// The view is held weakly, so the presenter never keeps a screen alive; attaching a view
/// shows it the current count, and every later change reaches it through `count`'s `didSet`.
@MainActor
final class CounterPresenter {
  private(set) var count: Int {
    didSet { delegate?.presenter(self, didUpdateCount: count) }
  }

  private weak var delegate: CounterPresenterDelegate?

  /// Creates a presenter whose count starts at `initialCount`, with no view attached.
  init(initialCount: Int) {
    count = initialCount
  }

  // MARK: - View

  /// Starts talking to `view`, and shows it the current count.
  func attachView(_ view: CounterPresenterDelegate) {
    delegate = view
    view.presenter(self, didUpdateCount: count)
  }

  /// Stops talking to the attached view.
  func detachView() {
    delegate = nil
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
