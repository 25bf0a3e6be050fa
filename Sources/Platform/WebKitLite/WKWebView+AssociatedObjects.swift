extension WKWebView {
  /// The object associated with this web view under `key`, if any (the stand-in for
  /// `objc_getAssociatedObject`).
  public func associatedObject(forKey key: ObjectIdentifier) -> AnyObject? {
    associatedObjects[key]
  }

  /// Associates `object` with this web view under `key`, replacing the one there before; `nil`
  /// removes the association (the stand-in for `objc_setAssociatedObject` with a retaining
  /// policy). The web view releases its associated objects when it is deallocated.
  public func setAssociatedObject(_ object: AnyObject?, forKey key: ObjectIdentifier) {
    associatedObjects[key] = object
  }
}
