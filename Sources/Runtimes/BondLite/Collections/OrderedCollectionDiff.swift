/// A change to an ordered collection summarised by index, as in Bond — what a table view
/// needs to animate it.
///
/// `deletes` and `updates` are indices in the collection before the change, `inserts` in the
/// collection after it; a move goes `from` an old index `to` a new one. An empty diff with an
/// empty patch means the collection may have been replaced as a whole (reload).
public struct OrderedCollectionDiff<Index> {
  /// Indices of inserted elements, in the final collection, ascending.
  public var inserts: [Index]
  /// Indices of deleted elements, in the original collection, ascending.
  public var deletes: [Index]
  /// Indices of replaced elements, in the original collection, ascending.
  public var updates: [Index]
  /// Moved elements, from an original index to a final one.
  public var moves: [(from: Index, to: Index)]

  /// Creates a diff.
  public init(
    inserts: [Index] = [], deletes: [Index] = [], updates: [Index] = [],
    moves: [(from: Index, to: Index)] = []
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates
    self.moves = moves
  }

  /// Whether the diff records no change.
  public var isEmpty: Bool { count == 0 }

  /// The number of changes recorded.
  public var count: Int { inserts.count + deletes.count + updates.count + moves.count }
}

extension OrderedCollectionDiff: Equatable where Index: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
      && lhs.moves.map(\.from) == rhs.moves.map(\.from)
      && lhs.moves.map(\.to) == rhs.moves.map(\.to)
  }
}

extension OrderedCollectionDiff: CustomDebugStringConvertible {
  public var debugDescription: String {
    "Inserts: \(inserts), Deletes: \(deletes), Updates: \(updates), Moves: \(moves)"
  }
}
