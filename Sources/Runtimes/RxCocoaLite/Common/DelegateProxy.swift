import RxLite

/// The base class of delegate proxies: an object installed as another object's delegate that
/// turns each delegate call into an event and forwards the call to the delegate that was set
/// before it (the forward-to delegate).
///
/// Swift on Linux has no message forwarding, so each concrete proxy subclasses this class,
/// adopts the delegate protocol explicitly and, in every method, calls
/// ``forwardToDelegate()`` and then emits into its own subject. Get proxies with
/// ``DelegateProxyType/proxy(for:)``, never by calling an initializer directly.
@MainActor
open class DelegateProxy<P: AnyObject, D> {
  /// The type of the object whose delegate the proxy replaces.
  public typealias ParentObject = P
  /// The delegate type the proxy stands in for.
  public typealias Delegate = D

  /// The object the proxy is installed on, while it lives.
  public private(set) weak var parentObject: ParentObject?

  private weak var weakForwardToDelegate: AnyObject?
  private var strongForwardToDelegate: AnyObject?

  /// Creates a proxy for `parentObject`; `delegateProxy` is the concrete proxy type.
  public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
  where
    Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject,
    Proxy.Delegate == Delegate
  {
    self.parentObject = parentObject
  }

  /// The delegate that receives every call after the proxy, if any.
  open func forwardToDelegate() -> Delegate? {
    (strongForwardToDelegate ?? weakForwardToDelegate) as? Delegate
  }

  /// Sets the delegate that receives every call after the proxy; it is held strongly only
  /// when `retainDelegate` is true.
  open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
    let object = delegate.map { $0 as AnyObject }
    weakForwardToDelegate = object
    strongForwardToDelegate = retainDelegate ? object : nil
  }
}
