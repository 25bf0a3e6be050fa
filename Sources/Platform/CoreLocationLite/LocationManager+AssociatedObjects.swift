extension LocationManager {
  /// The object associated with this manager under `key`, if any (the stand-in for
  /// `objc_getAssociatedObject`).
  public func associatedObject(forKey key: ObjectIdentifier) -> AnyObject? {
    associatedObjects[key]
  }

  /// Associates `object` with this manager under `key`, replacing the one there before; `nil`
  /// removes the association (the stand-in for `objc_setAssociatedObject` with a retaining
  /// policy).
  ///
  /// The manager holds its associated objects strongly and releases them when it is
  /// deallocated, so an associated object lives exactly as long as the manager unless something
  /// else keeps it. Use a key no one else can make, such as the identifier of a private type.
  public func setAssociatedObject(_ object: AnyObject?, forKey key: ObjectIdentifier) {
    associatedObjects[key] = object
  }
}
