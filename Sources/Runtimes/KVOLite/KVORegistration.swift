/// One observer's registration on one ``Dynamic`` property: what to deliver, and whether it
/// still should.
@usableFromInline
final class KVORegistration<Value>: KVOCancellable {
  /// Hands one change to the observer; the object passed is the observed one.
  @usableFromInline let deliver: (KVOObject, NSKeyValueObservedChange<Value>) -> Void
  @usableFromInline let wantsNew: Bool
  @usableFromInline let wantsOld: Bool
  @usableFromInline let wantsPrior: Bool
  let wantsInitial: Bool
  /// `false` once invalidated, removed, or ended with the observed object.
  @exclusivity(unchecked) @usableFromInline var isActive = true
  /// The property observed, until the registration ends. Not weak: a weak reference would
  /// move the box's reference count to a side table and slow every set. Never dangling: the
  /// observed object cancels every registration, clearing this, before it is deallocated.
  unowned(unsafe) var box: DynamicBox<Value>?
  /// The string-keyed observer, for `removeObserver` (`nil` for typed observations).
  weak var observer: AnyObject?
  /// The string-keyed registration's context, for `removeObserver(_:forKeyPath:context:)`.
  let context: UnsafeMutableRawPointer?

  @usableFromInline
  init(
    options: NSKeyValueObservingOptions, observer: AnyObject? = nil,
    context: UnsafeMutableRawPointer? = nil,
    deliver: @escaping (KVOObject, NSKeyValueObservedChange<Value>) -> Void
  ) {
    wantsNew = options.contains(.new)
    wantsOld = options.contains(.old)
    wantsPrior = options.contains(.prior)
    wantsInitial = options.contains(.initial)
    self.observer = observer
    self.context = context
    self.deliver = deliver
    KVOResources.count(1)
  }

  /// Ends the registration; later calls do nothing.
  @usableFromInline
  func cancel() {
    guard isActive else { return }
    isActive = false
    box?.remove(self)
    box = nil
    KVOResources.count(-1)
  }

  /// The change this registration is owed when the value goes from `old` to `new`.
  @inlinable
  func change(old: Value?, new: Value?, isPrior: Bool) -> NSKeyValueObservedChange<Value> {
    NSKeyValueObservedChange(
      kind: .setting, newValue: wantsNew && !isPrior ? new : nil, oldValue: wantsOld ? old : nil,
      isPrior: isPrior)
  }
}

/// Something an ``NSKeyValueObservation`` can end.
@usableFromInline
protocol KVOCancellable: AnyObject {
  func cancel()
}
