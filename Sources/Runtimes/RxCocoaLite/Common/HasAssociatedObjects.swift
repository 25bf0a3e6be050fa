/// An object that can keep other objects alive for as long as it lives, by key (the role of
/// `objc_getAssociatedObject` and `objc_setAssociatedObject` on iOS).
///
/// Delegate proxies are stored this way on their parent object, so a proxy, its subjects and
/// the forward-to delegate it retains are released the moment the parent is.
@MainActor
public protocol HasAssociatedObjects: AnyObject {
  /// The object associated under `key`, if any.
  func associatedObject(forKey key: ObjectIdentifier) -> AnyObject?

  /// Associates `object` under `key`, held strongly until replaced or until the receiver is
  /// deallocated; `nil` removes the association.
  func setAssociatedObject(_ object: AnyObject?, forKey key: ObjectIdentifier)
}
