import Domain
import KVOLite

/// The counter's state as a key-value observable model.
///
/// `count` is `@Dynamic`, so every set notifies the observers of the "count" key path, even
/// when the value does not change, as automatic KVO does for an `@objc dynamic` property.
@MainActor
final class CounterModel: KVOObject {
  /// The key path observers register for, as `#keyPath(CounterModel.count)` spells it on iOS.
  static let countKeyPath = "count"

  @Dynamic var count: Int

  /// Creates a model whose count starts at `count`.
  init(count: Int) {
    _count = Dynamic(wrappedValue: count)
    super.init()
  }

  // MARK: - Changing

  /// Adds one.
  func increment() {
    count = count.saturatingAdding(1)
  }

  /// Subtracts one.
  func decrement() {
    count = count.saturatingAdding(-1)
  }

  /// Adds ten.
  func incrementByTen() {
    count = count.saturatingAdding(10)
  }

  /// Subtracts ten.
  func decrementByTen() {
    count = count.saturatingAdding(-10)
  }

  /// Sets the count back to zero.
  func reset() {
    count = 0
  }
}
