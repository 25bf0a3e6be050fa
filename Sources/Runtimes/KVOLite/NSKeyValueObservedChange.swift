/// What a typed observation's change handler receives, as in Foundation.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change; always ``NSKeyValueChange/setting`` for ``Dynamic`` properties.
  public let kind: NSKeyValueChange
  /// The value after the change, when observing with `.new` (`nil` in a prior notification).
  public let newValue: Value?
  /// The value before the change, when observing with `.old` (`nil` in the initial one).
  public let oldValue: Value?
  /// Whether this is the notification sent before the change (observing with `.prior`).
  public let isPrior: Bool

  /// Creates a change description.
  @inlinable
  public init(kind: NSKeyValueChange, newValue: Value?, oldValue: Value?, isPrior: Bool) {
    self.kind = kind
    self.newValue = newValue
    self.oldValue = oldValue
    self.isPrior = isPrior
  }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

extension NSKeyValueObservedChange: Equatable where Value: Equatable {}
