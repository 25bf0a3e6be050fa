/// A collection after a change, with the change as a patch (steps in order) and as a diff
/// (indices) — what observers of an observable array receive, as in Bond.
public struct OrderedCollectionChangeset<Collection: Swift.Collection>
where Collection.Index == Int {
  /// One step of the patch.
  public typealias Operation = OrderedCollectionOperation<Collection.Element, Int>
  /// The diff type.
  public typealias Diff = OrderedCollectionDiff<Int>

  /// The collection after the change.
  public let collection: Collection
  /// The change as steps applied in order; empty for a replacement as a whole.
  public let patch: [Operation]
  /// The change by index; empty for a replacement as a whole.
  public let diff: Diff

  /// Creates a changeset from a collection and the patch and diff that led to it.
  public init(collection: Collection, patch: [Operation], diff: Diff) {
    self.collection = collection
    self.patch = patch
    self.diff = diff
  }

  /// Creates a changeset whose diff is computed from `patch`, which turned a collection of
  /// `sourceCount` elements into `collection`.
  public init(collection: Collection, patch: [Operation], sourceCount: Int) {
    self.init(
      collection: collection, patch: patch, diff: Diff(sourceCount: sourceCount, patch: patch))
  }
}
