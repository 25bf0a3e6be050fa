/// The storage behind one ``Dynamic`` property: its value and the registrations observing it.
///
/// Setting the value with no registration costs one check; with registrations it sends the
/// prior notifications (to those that asked), stores the value, then sends the notifications
/// after the change, in registration order.
///
/// - Complexity: a set is O(registrations), with no allocation and no lock. The state read on
///   every set opts out of dynamic exclusivity checks; it is never accessed `inout` across a
///   call to an observer.
@usableFromInline
final class DynamicBox<Value>: AnyDynamicBox {
  @exclusivity(unchecked) @usableFromInline var value: Value
  @exclusivity(unchecked) @usableFromInline var registrations:
    ContiguousArray<KVORegistration<Value>> = []
  /// How many registrations asked for prior notifications.
  @exclusivity(unchecked) @usableFromInline var priorCount = 0

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  // MARK: - Setting

  /// Stores `newValue` and notifies the registrations on `owner`'s property.
  @inlinable
  func set(_ newValue: Value, on owner: KVOObject) {
    if registrations.isEmpty {
      value = newValue
    } else {
      notifyingSet(newValue, on: owner)
    }
  }

  @inlinable
  func notifyingSet(_ newValue: Value, on owner: KVOObject) {
    let observers = registrations
    let oldValue = value
    if priorCount > 0 {
      for registration in observers where registration.isActive && registration.wantsPrior {
        let change = registration.change(old: oldValue, new: nil, isPrior: true)
        Self.deliver(change, owner, registration)
      }
    }
    value = newValue
    for registration in observers where registration.isActive {
      let change = registration.change(old: oldValue, new: newValue, isPrior: false)
      Self.deliver(change, owner, registration)
    }
  }

  /// Calls the registration's handler without retaining it: `registration` comes from a
  /// snapshot of ``registrations`` that the caller holds for the whole delivery, and its
  /// handler is a `let`, so both outlive the call.
  @inlinable
  static func deliver(
    _ change: NSKeyValueObservedChange<Value>, _ owner: KVOObject,
    _ registration: KVORegistration<Value>
  ) {
    let flow = KVOFlowTrace.enter(owner, registration); defer { flow?.exit() }
    Unmanaged.passUnretained(registration)._withUnsafeGuaranteedRef { $0.deliver(owner, change) }
  }

  // MARK: - Registrations

  /// Adds `registration`, then sends it the initial notification if it asked for one.
  @usableFromInline
  func add(_ registration: KVORegistration<Value>, owner: KVOObject) {
    registration.box = self
    registrations.append(registration)
    if registration.wantsPrior { priorCount += 1 }
    if registration.wantsInitial {
      registration.deliver(owner, registration.change(old: nil, new: value, isPrior: false))
    }
  }

  func remove(_ registration: KVORegistration<Value>) {
    registrations.removeAll { $0 === registration }
    if registration.wantsPrior { priorCount -= 1 }
  }

  @usableFromInline
  func addClassicObserver(
    _ observer: AnyObject, options: NSKeyValueObservingOptions,
    context: UnsafeMutableRawPointer?, owner: KVOObject,
    notify: @escaping (KVOObject, [NSKeyValueChangeKey: Any]) -> Void
  ) {
    let registration = KVORegistration<Value>(
      options: options, observer: observer, context: context
    ) { owner, change in
      notify(owner, Self.dictionary(for: change))
    }
    add(registration, owner: owner)
  }

  @usableFromInline
  func removeClassicObserver(
    _ observer: AnyObject, context: UnsafeMutableRawPointer?, matchingContext: Bool
  ) -> Bool {
    let match = registrations.lastIndex {
      $0.observer === observer && (!matchingContext || $0.context == context)
    }
    guard let match else { return false }
    registrations[match].cancel()
    return true
  }

  @usableFromInline
  func cancelAll() {
    for registration in registrations {
      registration.cancel()
    }
  }

  static func dictionary(
    for change: NSKeyValueObservedChange<Value>
  ) -> [NSKeyValueChangeKey: Any] {
    var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: change.kind.rawValue]
    if let newValue = change.newValue { dictionary[.newKey] = newValue }
    if let oldValue = change.oldValue { dictionary[.oldKey] = oldValue }
    if change.isPrior { dictionary[.notificationIsPriorKey] = true }
    return dictionary
  }
}

/// A ``DynamicBox`` whatever its value type, as the owner's property table holds it.
@usableFromInline
protocol AnyDynamicBox: AnyObject {
  func addClassicObserver(
    _ observer: AnyObject, options: NSKeyValueObservingOptions,
    context: UnsafeMutableRawPointer?, owner: KVOObject,
    notify: @escaping (KVOObject, [NSKeyValueChangeKey: Any]) -> Void)
  func removeClassicObserver(
    _ observer: AnyObject, context: UnsafeMutableRawPointer?, matchingContext: Bool
  ) -> Bool
  func cancelAll()
}
