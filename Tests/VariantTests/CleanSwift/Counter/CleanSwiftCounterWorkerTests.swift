import Testing

@testable import CleanSwiftVariant

@Suite("Clean Swift counter worker")
struct CleanSwiftCounterWorkerTests {
  private let worker = CounterWorker()

  @Test(arguments: [
    (Counter.ChangeCount.Change.increment, 0, 1),
    (.decrement, 0, -1),
    (.incrementByTen, -3, 7),
    (.decrementByTen, 3, -7),
    (.reset, -42, 0),
    (.reset, 0, 0),
  ])
  func appliesEachChange(change: Counter.ChangeCount.Change, from count: Int, to expected: Int) {
    #expect(worker.count(after: change, from: count) == expected)
  }

  @Test(arguments: [
    (Counter.ChangeCount.Change.increment, Int.max, Int.max),
    (.incrementByTen, Int.max - 9, Int.max),
    (.incrementByTen, Int.max - 10, Int.max),
    (.decrement, Int.min, Int.min),
    (.decrementByTen, Int.min + 9, Int.min),
    (.decrementByTen, Int.min + 10, Int.min),
    (.reset, Int.min, 0),
  ])
  func saturatesAtTheIntBounds(
    change: Counter.ChangeCount.Change, from count: Int, to expected: Int
  ) {
    #expect(worker.count(after: change, from: count) == expected)
  }
}
