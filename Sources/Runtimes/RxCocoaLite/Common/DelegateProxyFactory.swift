/// The factories of one proxy type, by the parent type each was registered for.
///
/// A proxy type's factories are registered lazily, by its `registerKnownImplementations()`,
/// the first time a proxy of that type is needed.
@MainActor
final class DelegateProxyFactory {
  private static var factories: [ObjectIdentifier: DelegateProxyFactory] = [:]

  private var makers: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]

  private init() {}

  /// The factory of `proxyType`, created (and filled by its known implementations) on first use.
  static func factory<Proxy: DelegateProxyType>(for proxyType: Proxy.Type) -> DelegateProxyFactory {
    let key = ObjectIdentifier(proxyType)
    if let factory = factories[key] { return factory }
    let factory = DelegateProxyFactory()
    factories[key] = factory
    proxyType.registerKnownImplementations()
    return factory
  }

  /// Registers `make` for parents of type `Parent`; a second registration for the same type
  /// is a mistake.
  func register<Parent, Proxy: AnyObject>(make: @escaping (Parent) -> Proxy) {
    let key = ObjectIdentifier(Parent.self)
    precondition(makers[key] == nil, "a delegate proxy is already registered for \(Parent.self)")
    makers[key] = { object in
      guard let parent = object as? Parent else {
        preconditionFailure("\(object) is not a \(Parent.self)")
      }
      return make(parent)
    }
  }

  /// Creates a proxy for `object` with the factory of its class or of its nearest superclass.
  func createProxy<Proxy>(for object: AnyObject) -> Proxy {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      if let make = makers[ObjectIdentifier(current.subjectType)] {
        guard let proxy = make(object) as? Proxy else {
          preconditionFailure("the factory for \(current.subjectType) made no \(Proxy.self)")
        }
        return proxy
      }
      mirror = current.superclassMirror
    }
    preconditionFailure(
      "no delegate proxy of type \(Proxy.self) is registered for \(type(of: object));"
        + " register one in registerKnownImplementations()")
  }
}
