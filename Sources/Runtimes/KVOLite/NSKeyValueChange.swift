/// The kind of change a notification reports, as in Foundation.
///
/// Properties declared with ``Dynamic`` are plain values, so every notification KVOLite sends
/// is a ``setting``; the collection kinds exist so code that switches over them reads as usual.
public enum NSKeyValueChange: UInt, Hashable, Sendable {
  /// The value was replaced.
  case setting = 1
  /// Elements were inserted into a to-many relationship.
  case insertion = 2
  /// Elements were removed from a to-many relationship.
  case removal = 3
  /// Elements of a to-many relationship were replaced.
  case replacement = 4
}
