/// The observers of a ``Subject``, in registration order.
///
/// Delivery walks the live list by index without copying it or retaining its entries: while a
/// delivery is in progress, removals are deferred (an ended entry is only skipped) and entries
/// added meanwhile are not visited. So an observer registered during a delivery starts with the
/// next event, one disposed during a delivery receives nothing more, and sending again from an
/// observer is safe — with no allocation and no reference counting per event.
///
/// Serial, like the rest of BondLite: one thread (the app's main thread) uses a subject.
@usableFromInline
final class RegistrationList {
  @usableFromInline typealias Entry = Unmanaged<SubjectRegistrationBase>

  /// The registrations, each retained once by the list.
  @exclusivity(unchecked) @usableFromInline var entries = ContiguousArray<Entry>()
  /// How many deliveries are in progress (more than one when an observer sends again).
  @exclusivity(unchecked) @usableFromInline var depth = 0
  @exclusivity(unchecked) @usableFromInline var hasDeferredRemovals = false

  @usableFromInline init() {}

  /// Registers `observer` and returns its registration.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable
  func insert<Element, Error>(
    _ observer: @escaping Observer<Element, Error>
  ) -> SubjectRegistration<Element, Error> {
    let registration = SubjectRegistration(observer: observer)
    registration.list = Unmanaged.passUnretained(self)
    entries.append(Unmanaged.passRetained(registration))
    return registration
  }

  /// Takes an ended `registration` off the list, searching from the end (the newest
  /// observation is the likeliest to be disposed first), or marks it for removal after the
  /// delivery in progress.
  ///
  /// - Complexity: O(*n*), where *n* is the number of registrations; O(1) for the newest.
  @usableFromInline
  func remove(_ registration: SubjectRegistrationBase) {
    guard depth == 0 else {
      hasDeferredRemovals = true
      return
    }
    let target = Unmanaged.passUnretained(registration).toOpaque()
    var index = entries.count - 1
    while index >= 0 && entries[index].toOpaque() != target { index -= 1 }
    guard index >= 0 else { return }
    if index == entries.count - 1 { entries.removeLast() } else { entries.remove(at: index) }
    release(registration)
  }

  /// Delivers `event` to every registration present when the delivery starts and not ended by
  /// the time its turn comes.
  ///
  /// - Complexity: O(*n*), where *n* is the number of registrations.
  @inlinable
  func deliver<Element, Error>(_ event: Signal<Element, Error>.Event) {
    let count = entries.count
    depth += 1
    var index = 0
    while index < count {
      entries[index]._withUnsafeGuaranteedRef { registration in
        if !registration.isEnded {
          unsafeDowncast(registration, to: SubjectRegistration<Element, Error>.self)
            .observer(event)
        }
      }
      index += 1
    }
    depth -= 1
    if depth == 0 && hasDeferredRemovals { removeEnded() }
  }

  /// Ends every registration, when the subject fails, completes or goes away.
  @usableFromInline
  func endAll() {
    for entry in entries {
      entry._withUnsafeGuaranteedRef { $0.end() }
    }
    if depth == 0 { removeEnded() } else { hasDeferredRemovals = true }
  }

  /// Drops the registrations ended during a delivery.
  @usableFromInline
  func removeEnded() {
    hasDeferredRemovals = false
    var kept = ContiguousArray<Entry>()
    for entry in entries {
      if entry._withUnsafeGuaranteedRef({ $0.isEnded }) {
        release(entry.takeUnretainedValue())
      } else {
        kept.append(entry)
      }
    }
    entries = kept
  }

  /// Lets `registration` go: it no longer reaches the list.
  @usableFromInline
  func release(_ registration: SubjectRegistrationBase) {
    registration.list = nil
    Unmanaged.passUnretained(registration).release()
  }

  deinit {
    for entry in entries { release(entry.takeUnretainedValue()) }
  }
}
