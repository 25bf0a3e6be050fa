/// Marks a stored property of a ``KVOObject`` subclass as key-value observing compliant — the
/// role `@objc dynamic` plays on iOS.
///
///     final class Counter: KVOObject {
///       @Dynamic var count = 0
///     }
///
///     let observation = counter.observe(\.count, options: [.new]) { counter, change in … }
///     counter.addObserver(self, forKeyPath: "count", options: [.new], context: nil)
///
/// Every set notifies the property's observers, even when the value does not change, as
/// automatic KVO does. The value must be ``ObjCRepresentable``, as an `@objc dynamic`
/// property's must: `@Dynamic var shops: [Shop]` (an array of structs) does not compile. The
/// property can be named by key path (`\.count`) or by string (`"count"`, its declared name).
@propertyWrapper
public struct Dynamic<Value: ObjCRepresentable> {
  @usableFromInline let box: DynamicBox<Value>

  /// Declares the property with its initial value.
  public init(wrappedValue: Value) {
    box = DynamicBox(wrappedValue)
  }

  /// Not available: `@Dynamic` needs the enclosing ``KVOObject`` to notify its observers.
  @available(*, unavailable, message: "@Dynamic properties must be declared in a KVOObject class")
  public var wrappedValue: Value {
    get { fatalError("@Dynamic is only usable inside a KVOObject subclass") }
    set { fatalError("@Dynamic is only usable inside a KVOObject subclass") }
  }

  /// Reads and writes the property of `owner`, notifying its observers on every write.
  @inlinable
  public static subscript<Owner: KVOObject>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, Dynamic<Value>>
  ) -> Value {
    get {
      let box = owner[keyPath: storageKeyPath].box
      if owner.isResolvingKeyPath { owner.recordResolvedRead(of: box, through: wrappedKeyPath) }
      return box.value
    }
    set {
      // The box lives as long as `owner` (it is a `let` of the owner's storage), and the
      // caller holds `owner` for the whole set, so neither needs retaining here.
      Unmanaged.passUnretained(owner[keyPath: storageKeyPath].box)._withUnsafeGuaranteedRef {
        $0.set(newValue, on: owner)
      }
    }
  }
}

extension Dynamic: DynamicStorage {
  var anyBox: AnyDynamicBox { box }
}

/// The storage of a ``Dynamic`` property, as found by reflection.
protocol DynamicStorage {
  var anyBox: AnyDynamicBox { get }
}
