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
