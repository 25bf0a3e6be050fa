/// A binary min-heap ordered by `hasHigherPriority`, with removal of arbitrary elements.
struct PriorityQueue<Element: AnyObject> {
  private let hasHigherPriority: (Element, Element) -> Bool
  private var elements: [Element] = []

  init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
    self.hasHigherPriority = hasHigherPriority
  }

  /// The element with the highest priority.
  func peek() -> Element? {
    elements.first
  }

  /// Inserts `element`.
  ///
  /// - Complexity: O(log *n*).
  mutating func enqueue(_ element: Element) {
    elements.append(element)
    bubbleUp(elements.count - 1)
  }

  /// Removes `element` (compared by identity) if present.
  ///
  /// - Complexity: O(*n*) to find it, O(log *n*) to restore the heap.
  mutating func remove(_ element: Element) {
    guard let index = elements.firstIndex(where: { $0 === element }) else { return }
    let last = elements.count - 1
    elements.swapAt(index, last)
    elements.removeLast()
    guard index < elements.count else { return }
    bubbleUp(index)
    bubbleDown(index)
  }

  private mutating func bubbleUp(_ start: Int) {
    var index = start
    while index > 0 {
      let parent = (index - 1) / 2
      guard hasHigherPriority(elements[index], elements[parent]) else { return }
      elements.swapAt(index, parent)
      index = parent
    }
  }

  private mutating func bubbleDown(_ start: Int) {
    var index = start
    while true {
      var highest = index
      for child in [2 * index + 1, 2 * index + 2] where child < elements.count {
        if hasHigherPriority(elements[child], elements[highest]) { highest = child }
      }
      guard highest != index else { return }
      elements.swapAt(index, highest)
      index = highest
    }
  }
}

extension PriorityQueue: CustomDebugStringConvertible {
  var debugDescription: String {
    elements.map { "\($0)" }.joined(separator: ", ")
  }
}
