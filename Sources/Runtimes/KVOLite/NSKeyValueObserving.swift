/// An object that receives string-keyed notifications registered with
/// ``KVOObject/addObserver(_:forKeyPath:options:context:)``.
///
/// On iOS every `NSObject` can receive them by overriding
/// `observeValue(forKeyPath:of:change:context:)`; here ``KVOObject`` subclasses override it the
/// same way, and other classes (a main-actor view controller, say) adopt this protocol —
/// `extension MyViewController: @MainActor NSKeyValueObserving`.
public protocol NSKeyValueObserving: AnyObject {
  /// Called after (and, with `.prior`, before) each change of an observed key path.
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?)
}

extension NSKeyValueObserving {
  /// What `NSObject`'s `observeValue(forKeyPath:of:change:context:)` does with a notification
  /// that no class handled: stops the program, as Foundation raises.
  ///
  /// The `super.observeValue(forKeyPath:of:change:context:)` call of an adopter whose
  /// superclass is not a ``KVOObject`` (a view controller here, where `UIViewController` would
  /// be an `NSObject` on iOS): an observer handles only the notifications registered with its
  /// own context and passes on the others, which are then a programming error.
  ///
  ///     guard context == &Self.countContext else {
  ///       return superObserveValue(forKeyPath: keyPath, of: object, change: change,
  ///         context: context)
  ///     }
  public func superObserveValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) -> Never {
    preconditionFailure(KVOObject.unhandledMessage(observer: self, keyPath: keyPath))
  }
}
