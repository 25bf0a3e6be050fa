/// One observer registered on a ``Subject``.
///
/// The observer closure is a `let`, so delivering an event needs no reference counting beyond
/// keeping the subject's registration list alive. The subject's list is the only owner: once
/// a registration ends and leaves the list, it and its observer closure are released.
@usableFromInline
final class SubjectRegistration<Element, Error: Swift.Error> {
  @usableFromInline let observer: Observer<Element, Error>
  /// `true` once disposed or ended with the subject; the observer then receives nothing.
  @exclusivity(unchecked) @usableFromInline var isEnded = false

  init(observer: @escaping Observer<Element, Error>) {
    self.observer = observer
    BondResources.count(1)
  }

  /// Ends the registration; later calls do nothing.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    BondResources.count(-1)
  }
}

/// The disposable for one ``SubjectRegistration``: disposing it unregisters the observer.
final class SubjectSubscription<Element, Error: Swift.Error>: Disposable {
  /// Weak, so that an ended registration (and what its observer captures) is released even
  /// while this disposable is kept, e.g. in a bag.
  private weak var registration: SubjectRegistration<Element, Error>?
  /// The subject, while the registration is live. Not weak: a weak reference would move the
  /// subject's reference count to a side table and slow every send. Never dangling: a live
  /// registration is in the subject's list, so the subject is alive whenever this is used.
  private unowned(unsafe) let subject: Subject<Element, Error>

  init(registration: SubjectRegistration<Element, Error>, subject: Subject<Element, Error>) {
    self.registration = registration
    self.subject = subject
  }

  var isDisposed: Bool { registration?.isEnded ?? true }

  func dispose() {
    guard let registration, !registration.isEnded else { return }
    self.registration = nil
    registration.end()
    subject.remove(registration)
  }
}
