/// The typed observation API every ``KVOObject`` has, as Foundation's
/// `_KeyValueCodingAndObserving` gives it to every `NSObject`, so that handlers receive the
/// observed object with its own type.
public protocol KeyValueCodingAndObserving: KVOObject {}

extension KVOObject: KeyValueCodingAndObserving {}

extension KeyValueCodingAndObserving {
  /// Observes the ``Dynamic`` property at `keyPath`, calling `changeHandler` on each change,
  /// until the returned token is invalidated or released.
  ///
  /// With `.initial` the handler runs once before this method returns; with `.prior` it also
  /// runs before each change (`change.isPrior`). A key path that is not a single ``Dynamic``
  /// property of this class stops the program, as Foundation does; use
  /// ``checkedObserve(_:options:changeHandler:)`` to get the error instead. A key path whose
  /// value is not ``ObjCRepresentable`` (a struct, an enum with a payload) does not compile.
  @inlinable
  public func observe<Value: ObjCRepresentable>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    do {
      return try checkedObserve(keyPath, options: options, changeHandler: changeHandler)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// ``observe(_:options:changeHandler:)``, throwing ``KVOError/unknownKeyPath(keyPath:type:)``
  /// for a key path that is not a single ``Dynamic`` property of this class.
  @inlinable
  public func checkedObserve<Value: ObjCRepresentable>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) throws(KVOError) -> NSKeyValueObservation {
    let box = try resolveDynamicBox(keyPath, on: self)
    let registration = KVORegistration<Value>(options: options) { owner, change in
      changeHandler(unsafeDowncast(owner, to: Self.self), change)
    }
    box.add(registration, owner: self)
    return NSKeyValueObservation(registration)
  }
}
