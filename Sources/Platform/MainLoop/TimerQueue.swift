/// Scheduled items ordered by due time, then by scheduling order.
///
/// - Complexity: insert O(log n) amortised, pop O(log n), via a binary heap.
struct TimerQueue {
  struct Item {
    let due: Duration
    let sequence: UInt64
    let token: ScheduledWork
    /// Work the platform scheduled for itself (an HTTP answer, a GPX replay), not the app.
    let isPlatformWork: Bool

    func precedes(_ other: Item) -> Bool {
      due != other.due ? due < other.due : sequence < other.sequence
    }
  }

  private var heap: [Item] = []
  private var nextSequence: UInt64 = 0

  var count: Int { heap.lazy.filter { !$0.token.isCancelled }.count }
  /// The sequence number the next item gets: items scheduled from now on have at least this.
  var mark: UInt64 { nextSequence }

  /// Items the app scheduled at or after `mark` that are neither run nor cancelled.
  ///
  /// - Complexity: O(n) in the number of scheduled items.
  func appWork(since mark: UInt64) -> Int {
    heap.lazy.filter { !$0.isPlatformWork && $0.sequence >= mark && !$0.token.isCancelled }.count
  }
  var nextDue: Duration? {
    heap.first?.due
  }

  mutating func insert(due: Duration, token: ScheduledWork, isPlatformWork: Bool = false) {
    heap.append(
      Item(due: due, sequence: nextSequence, token: token, isPlatformWork: isPlatformWork))
    nextSequence += 1
    siftUp(from: heap.count - 1)
  }

  mutating func popDue(atOrBefore instant: Duration) -> Item? {
    guard let first = heap.first, first.due <= instant else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      siftDown(from: 0)
    }
    return first
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, heap[left].precedes(heap[first]) { first = left }
      if right < heap.count, heap[right].precedes(heap[first]) { first = right }
      guard first != parent else { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
