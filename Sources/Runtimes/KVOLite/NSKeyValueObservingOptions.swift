/// What a key-value observation delivers, as in Foundation: the new value, the old value, an
/// immediate notification on registration, and a separate notification before each change.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Creates options from their raw bits.
  @inlinable
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Include the value after the change (`change.newValue`, `.newKey`).
  @inlinable public static var new: NSKeyValueObservingOptions { .init(rawValue: 0x01) }
  /// Include the value before the change (`change.oldValue`, `.oldKey`).
  @inlinable public static var old: NSKeyValueObservingOptions { .init(rawValue: 0x02) }
  /// Notify once right away, during registration, with the current value.
  @inlinable public static var initial: NSKeyValueObservingOptions { .init(rawValue: 0x04) }
  /// Notify before each change too (`isPrior`), then again after it.
  @inlinable public static var prior: NSKeyValueObservingOptions { .init(rawValue: 0x08) }
}
