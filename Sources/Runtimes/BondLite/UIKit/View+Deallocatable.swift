import UIKitLite

/// The key of a view's reactive bag among its associated objects.
private enum ReactiveBagKey {}

extension View: @MainActor DisposeBagProvider {
  /// The view's own bag, made on first use and disposed when the view is deallocated — the
  /// bag Bond keeps on every `NSObject` (`reactive.bag`). Bindings to the view end with it.
  public var bag: DisposeBag {
    let key = ObjectIdentifier(ReactiveBagKey.self)
    if let bag = associatedObject(forKey: key) as? DisposeBag { return bag }
    let bag = DisposeBag()
    setAssociatedObject(bag, forKey: key)
    return bag
  }
}
