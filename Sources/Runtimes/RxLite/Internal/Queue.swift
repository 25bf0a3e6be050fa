/// A first-in, first-out queue.
///
/// - Complexity: Amortized O(1) for `append` and `dequeue`.
struct Queue<Element> {
  private var storage: [Element?] = []
  private var head = 0

  /// Whether the queue holds no elements.
  var isEmpty: Bool { head == storage.count }

  /// The number of queued elements.
  var count: Int { storage.count - head }

  /// The element that `dequeue()` would return.
  var first: Element? { isEmpty ? nil : storage[head] }

  /// Adds `element` at the back.
  mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the front element, or `nil` if the queue is empty.
  mutating func dequeue() -> Element? {
    guard !isEmpty else { return nil }
    let element = storage[head]
    storage[head] = nil
    head += 1
    if head > 32 && head * 2 > storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Removes every element.
  mutating func removeAll() {
    storage.removeAll()
    head = 0
  }
}
