/// An ``ObservableArray`` you can change: each mutation sends one changeset describing it,
/// and ``batchUpdate(_:)`` folds several mutations into one.
///
///     let shops = MutableObservableArray<Shop>()
///     shops.observeNext { changeset in render(changeset.collection, changeset.diff) }
///     shops.append(shop)          // diff: inserts [0]
///     shops.replace(with: found)  // empty diff: reload
public final class MutableObservableArray<Item>: ObservableArray<Item> {
  private var batchDepth = 0
  private var batchSourceCount = 0
  private var batchPatch: [OrderedCollectionOperation<Item, Int>] = []

  // MARK: - Mutations

  /// Appends `newElement`.
  public func append(_ newElement: Item) {
    apply(.insert(newElement, at: array.count))
  }

  /// Inserts `newElement` at `index`.
  public func insert(_ newElement: Item, at index: Int) {
    apply(.insert(newElement, at: index))
  }

  /// Inserts `newElements` starting at `index`.
  public func insert(contentsOf newElements: [Item], at index: Int) {
    batchUpdate { target in
      for (offset, element) in newElements.enumerated() {
        target.insert(element, at: index + offset)
      }
    }
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public func remove(at index: Int) -> Item {
    let element = array[index]
    apply(.delete(at: index))
    return element
  }

  /// Removes and returns the last element.
  @discardableResult
  public func removeLast() -> Item {
    remove(at: array.count - 1)
  }

  /// Removes every element.
  public func removeAll() {
    guard !array.isEmpty else { return }
    batchUpdate { target in
      for index in target.array.indices.reversed() { target.remove(at: index) }
    }
  }

  /// Moves the element at `fromIndex` to `toIndex`.
  public func move(from fromIndex: Int, to toIndex: Int) {
    apply(.move(from: fromIndex, to: toIndex))
  }

  /// Reads or replaces the element at `index`.
  public override subscript(index: Int) -> Item {
    get { array[index] }
    set { apply(.update(at: index, newElement: newValue)) }
  }

  /// Replaces the whole array; observers receive an empty patch and diff (reload).
  public func replace(with newArray: [Item]) {
    array = newArray
    subject.send(OrderedCollectionChangeset(collection: array, patch: [], diff: .init()))
  }

  /// Changes the array without notifying the observers.
  public func silentUpdate(_ update: (inout [Item]) -> Void) {
    update(&array)
  }

  /// Runs `update`, sending one changeset for all the mutations it makes (none if it makes
  /// none).
  public func batchUpdate(_ update: (MutableObservableArray<Item>) -> Void) {
    if batchDepth == 0 {
      batchSourceCount = array.count
      batchPatch = []
    }
    batchDepth += 1
    update(self)
    batchDepth -= 1
    guard batchDepth == 0, !batchPatch.isEmpty else { return }
    let patch = batchPatch
    batchPatch = []
    subject.send(
      OrderedCollectionChangeset(collection: array, patch: patch, sourceCount: batchSourceCount))
  }

  // MARK: - Applying operations

  private func apply(_ operation: OrderedCollectionOperation<Item, Int>) {
    let sourceCount = array.count
    switch operation {
    case .insert(let element, let index): array.insert(element, at: index)
    case .delete(let index): array.remove(at: index)
    case .update(let index, let element): array[index] = element
    case .move(let from, let to): array.insert(array.remove(at: from), at: to)
    }
    if batchDepth > 0 {
      batchPatch.append(operation)
    } else {
      subject.send(
        OrderedCollectionChangeset(collection: array, patch: [operation], sourceCount: sourceCount))
    }
  }
}

extension MutableObservableArray where Item: Equatable {
  /// Replaces the whole array; with `performDiff`, observers receive the deletions and
  /// insertions that turn the old array into the new one instead of a reload, and nothing
  /// when the arrays are equal.
  ///
  /// - Complexity: O(n) — the diff keeps the common prefix and suffix and replaces the rest.
  public func replace(with newArray: [Item], performDiff: Bool) {
    guard performDiff else { return replace(with: newArray) }
    let old = array
    var prefix = 0
    while prefix < old.count, prefix < newArray.count, old[prefix] == newArray[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < newArray.count - prefix,
      old[old.count - 1 - suffix] == newArray[newArray.count - 1 - suffix]
    {
      suffix += 1
    }
    let removed = Array(prefix..<(old.count - suffix))
    let added = Array(prefix..<(newArray.count - suffix))
    guard !removed.isEmpty || !added.isEmpty else { return }
    let patch: [OrderedCollectionOperation<Item, Int>] =
      removed.reversed().map { .delete(at: $0) } + added.map { .insert(newArray[$0], at: $0) }
    array = newArray
    subject.send(
      OrderedCollectionChangeset(
        collection: array, patch: patch,
        diff: OrderedCollectionDiff(inserts: added, deletes: removed)))
  }
}
