extension OrderedCollectionDiff where Index == Int {
  /// The diff that `patch`, applied in order to a collection of `sourceCount` elements,
  /// amounts to.
  ///
  /// An element both moved and updated is reported as deleted and inserted.
  ///
  /// - Complexity: O(`sourceCount` × `patch.count`).
  public init<Element>(sourceCount: Int, patch: [OrderedCollectionOperation<Element, Int>]) {
    var slots = (0..<sourceCount).map { Slot.original($0, updated: false, moved: false) }
    var deletes: [Int] = []
    for operation in patch {
      switch operation {
      case .insert(_, let index):
        slots.insert(.inserted, at: index)
      case .delete(let index):
        if case .original(let source, _, _) = slots.remove(at: index) { deletes.append(source) }
      case .update(let index, _):
        if case .original(let source, _, let moved) = slots[index] {
          slots[index] = .original(source, updated: true, moved: moved)
        }
      case .move(let from, let to):
        var slot = slots.remove(at: from)
        if case .original(let source, let updated, _) = slot {
          slot = .original(source, updated: updated, moved: true)
        }
        slots.insert(slot, at: to)
      }
    }
    var inserts: [Int] = []
    var updates: [Int] = []
    var moves: [(from: Int, to: Int)] = []
    for (index, slot) in slots.enumerated() {
      switch slot {
      case .inserted:
        inserts.append(index)
      case .original(let source, let updated, let moved):
        if moved && updated {
          deletes.append(source)
          inserts.append(index)
        } else if moved {
          moves.append((source, index))
        } else if updated {
          updates.append(source)
        }
      }
    }
    self.init(
      inserts: inserts, deletes: deletes.sorted(), updates: updates.sorted(), moves: moves)
  }
}

/// Where an element of the changed collection came from.
private enum Slot {
  case original(Int, updated: Bool, moved: Bool)
  case inserted
}
