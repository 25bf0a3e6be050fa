import Domain

/// The counter's arithmetic: what a count becomes after a change, saturating at the `Int`
/// bounds instead of trapping.
final class CounterWorker: Sendable {
  /// The count that `change` makes of `count`.
  func count(after change: Counter.ChangeCount.Change, from count: Int) -> Int {
    switch change {
    case .increment: count.saturatingAdding(1)
    case .decrement: count.saturatingAdding(-1)
    case .incrementByTen: count.saturatingAdding(10)
    case .decrementByTen: count.saturatingAdding(-10)
    case .reset: 0
    }
  }
}
