/// An object with a `delegate` property, which lets a ``DelegateProxyType`` read and set its
/// delegate without writing ``DelegateProxyType/currentDelegate(for:)`` and
/// ``DelegateProxyType/setCurrentDelegate(_:to:)`` itself.
@MainActor
public protocol HasDelegate: AnyObject {
  /// The delegate's type (usually a protocol).
  associatedtype Delegate

  /// The object's delegate.
  var delegate: Delegate? { get set }
}

// MARK: - Default implementations

extension DelegateProxyType where ParentObject: HasDelegate, Delegate == ParentObject.Delegate {
  /// Returns `object.delegate`.
  public static func currentDelegate(for object: ParentObject) -> Delegate? {
    object.delegate
  }

  /// Sets `object.delegate`.
  public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
    object.delegate = delegate
  }
}
