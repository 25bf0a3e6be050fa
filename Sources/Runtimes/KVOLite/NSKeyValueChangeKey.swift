/// The keys of the change dictionary passed to
/// ``NSKeyValueObserving/observeValue(forKeyPath:of:change:context:)``, as in Foundation.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  /// Creates a key from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The ``NSKeyValueChange`` raw value (`UInt`) of the change; always present.
  public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
  /// The value after the change; present when observing with `.new` (never in a prior
  /// notification).
  public static let newKey = NSKeyValueChangeKey(rawValue: "new")
  /// The value before the change; present when observing with `.old`.
  public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
  /// `true` in the notification sent before a change (observing with `.prior`); absent otherwise.
  public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
