/// The base class of key-value observable models — the role `NSObject` plays for KVO on iOS.
///
/// Declare observable properties with ``Dynamic``, then observe them with the typed API
/// (``KeyValueCodingAndObserving/observe(_:options:changeHandler:)``, returning an
/// ``NSKeyValueObservation``) or the string-keyed one
/// (``addObserver(_:forKeyPath:options:context:)``, delivering to
/// ``NSKeyValueObserving/observeValue(forKeyPath:of:change:context:)``).
///
/// KVOLite is serial, like the main-thread KVO it stands in for: an object and its observers
/// are used from one thread (the main actor), and notifications are delivered synchronously on
/// the thread that sets the property. When an object is deallocated its remaining observations
/// end, as on current iOS.
open class KVOObject: NSKeyValueObserving {
  /// Set while a key path is being resolved to the property it reads.
  @usableFromInline final var isResolvingKeyPath = false
  private final var resolvedReads: [(box: AnyDynamicBox, keyPath: AnyKeyPath)] = []
  private final var dynamicProperties: [String: AnyDynamicBox]?

  /// Creates the object.
  public init() {}

  deinit {
    guard let dynamicProperties else { return }
    for box in dynamicProperties.values {
      box.cancelAll()
    }
  }

  /// Receives the string-keyed notifications this object registered for; subclasses that
  /// observe override it. This base implementation stops the program, as Foundation raises
  /// for a notification that reaches `NSObject` unhandled.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    preconditionFailure(Self.unhandledMessage(observer: self, keyPath: keyPath))
  }

  /// What Foundation says when a notification reaches `NSObject`'s `observeValue` unhandled.
  static func unhandledMessage(observer: AnyObject, keyPath: String?) -> String {
    "\(type(of: observer)): An observeValue(forKeyPath:of:change:context:) message was "
      + "received but not handled. Key path: \(keyPath ?? "nil")"
  }

  // MARK: - Property table

  /// The name of this object's class, for error messages.
  final var typeName: String { String(describing: type(of: self)) }

  /// Every ``Dynamic`` property of the object by name, found by reflection once.
  final func dynamicPropertyTable() -> [String: AnyDynamicBox] {
    if let dynamicProperties { return dynamicProperties }
    var table: [String: AnyDynamicBox] = [:]
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, label.hasPrefix("_"),
          let storage = child.value as? DynamicStorage
        else { continue }
        let key = String(label.dropFirst())
        if table[key] == nil { table[key] = storage.anyBox }
      }
      mirror = current.superclassMirror
    }
    dynamicProperties = table
    return table
  }

  // MARK: - Key path resolution

  /// Notes that, while a key path is being resolved, it read `box` through `keyPath`.
  @usableFromInline
  final func recordResolvedRead(of box: AnyDynamicBox, through keyPath: AnyKeyPath) {
    resolvedReads.append((box, keyPath))
  }

  /// The storage behind `keyPath`, if it names a ``Dynamic`` property of this object.
  ///
  /// The key path is read once while the object records which ``Dynamic`` storage the read
  /// goes through: it must be exactly one, of this object, with the key path's value type.
  /// A read-only key path (a computed property) is refused. When the key path's root is the
  /// class declaring the property, it must also be that property's own key path.
  @usableFromInline
  final func resolveDynamicBox<Root: KVOObject, Value>(
    _ keyPath: KeyPath<Root, Value>, on root: Root
  ) throws(KVOError) -> DynamicBox<Value> {
    let table = dynamicPropertyTable()
    resolvedReads.removeAll()
    isResolvingKeyPath = true
    _ = root[keyPath: keyPath]
    isResolvingKeyPath = false
    let reads = resolvedReads
    resolvedReads.removeAll()
    guard keyPath is ReferenceWritableKeyPath<Root, Value>, reads.count == 1,
      let box = reads[0].box as? DynamicBox<Value>,
      table.values.contains(where: { $0 === box }),
      type(of: reads[0].keyPath).rootType != Root.self || reads[0].keyPath == keyPath
    else {
      throw KVOError.unknownKeyPath(keyPath: String(describing: keyPath), type: typeName)
    }
    return box
  }
}
