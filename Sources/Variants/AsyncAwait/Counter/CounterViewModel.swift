import Domain

/// Owns the count: consumes the screen's inputs with `for await` and publishes every new count
/// on ``counts``.
///
/// The view model never sees a widget; it runs as long as the task that calls
/// ``run(inputs:)`` and stops when that task is cancelled.
///
/// Here an ordered stream of inputs is the point: the counter is the style's smallest
/// example of one loop that owns its state and applies events one at a time, in the order
/// they came. The other screens' buttons call main-actor methods directly.
@MainActor
final class CounterViewModel {
  /// Every count, the current one first.
  let counts: AsyncStream<Int>
  private let countsContinuation: AsyncStream<Int>.Continuation
  private(set) var count: Int

  /// Creates a view model whose count starts at `initialCount`.
  init(initialCount: Int) {
    count = initialCount
    (counts, countsContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  /// Publishes the current count, then applies each input until `inputs` ends or the calling
  /// task is cancelled; ``counts`` finishes then.
  func run(inputs: AsyncStream<CounterInput>) async {
    countsContinuation.yield(count)
    for await input in inputs {
      guard !Task.isCancelled else { break }
      count = Self.count(after: input, from: count)
      countsContinuation.yield(count)
    }
    countsContinuation.finish()
  }

  private static func count(after input: CounterInput, from count: Int) -> Int {
    switch input {
    case .countUpButtonTapped: count.saturatingAdding(1)
    case .countDownButtonTapped: count.saturatingAdding(-1)
    case .countResetButtonTapped: 0
    case .countUpTenButtonTapped: count.saturatingAdding(10)
    case .countDownTenButtonTapped: count.saturatingAdding(-10)
    }
  }
}
