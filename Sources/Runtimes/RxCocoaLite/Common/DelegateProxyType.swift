import RxLite

/// A delegate proxy: one per parent object and delegate property, installed as the parent's
/// delegate, forwarding to the delegate it replaced.
///
/// The parent keeps its proxy as an associated object (as on iOS), so the proxy lives exactly
/// as long as the parent: when the parent is deallocated the proxy is released with it and
/// completes its sequences.
@MainActor
public protocol DelegateProxyType: AnyObject {
  /// The type of the object whose delegate the proxy replaces.
  associatedtype ParentObject: HasAssociatedObjects
  /// The delegate type the proxy stands in for.
  associatedtype Delegate

  /// Registers a factory for every parent type this proxy supports, with ``register(make:)``.
  static func registerKnownImplementations()

  /// Returns the delegate currently set on `object`.
  static func currentDelegate(for object: ParentObject) -> Delegate?

  /// Sets `object`'s delegate.
  static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

  /// The delegate that receives every call after the proxy, if any.
  func forwardToDelegate() -> Delegate?

  /// Sets the delegate that receives every call after the proxy.
  func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

// MARK: - Default implementations

extension DelegateProxyType {
  /// Registers `make` as the way to create this proxy for parents of type `Parent` (and its
  /// subclasses, unless they have their own registration).
  public static func register<Parent>(make: @escaping (Parent) -> Self) {
    DelegateProxyFactory.factory(for: self).register(make: make)
  }

  /// Creates a new proxy for `object` with the most specific registered factory.
  public static func createProxy(for object: AnyObject) -> Self {
    DelegateProxyFactory.factory(for: self).createProxy(for: object)
  }

  /// Returns the proxy installed on `object`, installing one first if needed.
  ///
  /// Installing moves the object's current delegate to the proxy's forward-to delegate and
  /// sets the proxy as the object's delegate. If someone replaced the proxy since, the proxy
  /// is installed again the same way.
  public static func proxy(for object: ParentObject) -> Self {
    let proxy = assignedProxy(for: object)
    let currentDelegate = Self.currentDelegate(for: object)
    if currentDelegate.map({ $0 as AnyObject }) !== proxy {
      guard let proxyAsDelegate = proxy as? Delegate else {
        preconditionFailure("\(Self.self) does not adopt \(Delegate.self)")
      }
      proxy.setForwardToDelegate(currentDelegate, retainDelegate: false)
      setCurrentDelegate(proxyAsDelegate, to: object)
    }
    return proxy
  }

  /// The proxy stored on `object`, or a new one, stored there first.
  private static func assignedProxy(for object: ParentObject) -> Self {
    let key = ObjectIdentifier(DelegateProxyKey<Delegate>.self)
    guard let assigned = object.associatedObject(forKey: key) else {
      let proxy = createProxy(for: object)
      object.setAssociatedObject(proxy, forKey: key)
      return proxy
    }
    guard let proxy = assigned as? Self else {
      preconditionFailure("\(object) already has a \(type(of: assigned)) for this delegate")
    }
    return proxy
  }

  /// Sets `forwardDelegate` as the forward-to delegate of `object`'s proxy until the returned
  /// disposable is disposed.
  ///
  /// Setting one over an existing forward-to delegate is a mistake (that delegate would stop
  /// receiving calls) and stops debug builds.
  public static func installForwardDelegate(
    _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
  ) -> Disposable {
    let proxy = proxy(for: object)
    assert(
      proxy.forwardToDelegate() == nil,
      "\(object) already has a delegate; set it to nil before installing a forward delegate")
    proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
    return Disposables.create { [weak proxy] in
      proxy?.setForwardToDelegate(nil, retainDelegate: retainDelegate)
    }
  }
}

/// The key under which a parent keeps its proxy for `Delegate`: one per delegate type, and
/// private, so no other association can take its place.
private enum DelegateProxyKey<Delegate> {}
