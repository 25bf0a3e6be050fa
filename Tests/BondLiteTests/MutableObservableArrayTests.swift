import BondLite
import Testing

@MainActor
@Suite("MutableObservableArray")
struct MutableObservableArrayTests {
  typealias Changeset = OrderedCollectionChangeset<[String]>

  /// Observes `array`, dropping the replay of its current state.
  func changes(
    of array: MutableObservableArray<String>
  ) -> (Recording<Changeset, Never>, Disposable) {
    let recording = Recording<Changeset, Never>()
    var isReplay = true
    let disposable = array.observe { event in
      if isReplay {
        isReplay = false
        return
      }
      recording.observer(event)
    }
    return (recording, disposable)
  }

  @Test("observing sends the current array first, with an empty diff")
  func replay() {
    let array = MutableObservableArray(["a", "b"])
    let (recording, _) = array.record()
    #expect(recording.elements.map(\.collection) == [["a", "b"]])
    #expect(recording.elements.first?.diff.isEmpty == true)
    #expect(recording.elements.first?.patch.isEmpty == true)
  }

  @Test("each mutation sends the new array with its patch and diff")
  func mutations() {
    let array = MutableObservableArray(["a", "b", "c"])
    let (recording, _) = changes(of: array)
    array.append("d")
    array.insert("z", at: 0)
    array.remove(at: 1)
    array[0] = "y"
    array.move(from: 0, to: 3)
    #expect(array.array == ["b", "c", "d", "y"])
    let steps = recording.elements
    #expect(steps.map(\.collection.count) == [4, 5, 4, 4, 4])
    #expect(steps[0].diff == OrderedCollectionDiff(inserts: [3]))
    #expect(steps[0].patch == [.insert("d", at: 3)])
    #expect(steps[1].diff == OrderedCollectionDiff(inserts: [0]))
    #expect(steps[2].diff == OrderedCollectionDiff(deletes: [1]))
    #expect(steps[3].diff == OrderedCollectionDiff(updates: [0]))
    #expect(steps[4].diff == OrderedCollectionDiff(moves: [(from: 0, to: 3)]))
  }

  @Test("removeLast and removeAll")
  func removals() {
    let array = MutableObservableArray(["a", "b", "c"])
    let (recording, _) = changes(of: array)
    #expect(array.removeLast() == "c")
    array.removeAll()
    array.removeAll()
    #expect(array.isEmpty)
    #expect(recording.elements.count == 2)
    #expect(recording.elements[0].diff == OrderedCollectionDiff(deletes: [2]))
    #expect(recording.elements[1].diff == OrderedCollectionDiff(deletes: [0, 1]))
    #expect(recording.elements[1].patch == [.delete(at: 1), .delete(at: 0)])
  }

  @Test("a batch update sends one changeset whose diff sums up its steps")
  func batch() {
    let array = MutableObservableArray(["a", "b", "c"])
    let (recording, _) = changes(of: array)
    array.batchUpdate { array in
      array.append("d")
      array.remove(at: 0)
      array[0] = "B"
      array.insert("x", at: 1)
      array.remove(at: 1)
    }
    #expect(recording.elements.count == 1)
    let changeset = recording.elements[0]
    #expect(changeset.collection == ["B", "c", "d"])
    #expect(changeset.patch.count == 5)
    #expect(changeset.diff == OrderedCollectionDiff(inserts: [2], deletes: [0], updates: [1]))
  }

  @Test("an empty batch sends nothing; insert(contentsOf:) is one batch")
  func batchEdges() {
    let array = MutableObservableArray<String>()
    let (recording, _) = changes(of: array)
    array.batchUpdate { _ in }
    #expect(recording.elements.isEmpty)
    array.insert(contentsOf: ["a", "b"], at: 0)
    #expect(recording.elements.map(\.diff) == [OrderedCollectionDiff(inserts: [0, 1])])
    #expect(array.count == 2 && array[1] == "b")
  }

  @Test("replace(with:) sends a reload; with performDiff, the deletions and insertions")
  func replace() {
    let array = MutableObservableArray(["a", "b", "c", "d"])
    let (recording, _) = changes(of: array)
    array.replace(with: ["x"])
    array.replace(with: ["a", "b", "c", "d"])
    array.replace(with: ["a", "q", "r", "d"], performDiff: true)
    array.replace(with: ["a", "q", "r", "d"], performDiff: true)
    let steps = recording.elements
    #expect(steps.count == 3)
    #expect(steps[0].collection == ["x"] && steps[0].diff.isEmpty && steps[0].patch.isEmpty)
    #expect(steps[2].collection == ["a", "q", "r", "d"])
    #expect(steps[2].diff == OrderedCollectionDiff(inserts: [1, 2], deletes: [1, 2]))
    var applied = ["a", "b", "c", "d"]
    for operation in steps[2].patch {
      switch operation {
      case .delete(let index): applied.remove(at: index)
      case .insert(let element, let index): applied.insert(element, at: index)
      default: Issue.record("unexpected \(operation)")
      }
    }
    #expect(applied == ["a", "q", "r", "d"])
  }

  @Test("a silent update notifies nobody")
  func silentUpdate() {
    let array = MutableObservableArray(["a"])
    let (recording, _) = changes(of: array)
    array.silentUpdate { $0.append("b") }
    #expect(array.collection == ["a", "b"])
    #expect(recording.elements.isEmpty)
  }

  @Test("a diff computed from a patch: moved-and-updated elements count as delete and insert")
  func diffFromPatch() {
    let patch: [OrderedCollectionOperation<String, Int>] = [
      .update(at: 0, newElement: "A"), .move(from: 0, to: 2), .insert("n", at: 0),
    ]
    let diff = OrderedCollectionDiff(sourceCount: 3, patch: patch)
    #expect(diff == OrderedCollectionDiff(inserts: [0, 3], deletes: [0]))
    let inserted = OrderedCollectionDiff(
      sourceCount: 1,
      patch: [
        OrderedCollectionOperation<String, Int>.insert("x", at: 1),
        .delete(at: 1),
      ])
    #expect(inserted.isEmpty)
  }
}
