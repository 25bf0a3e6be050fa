/// One observer registered on a ``Subject``, and the disposable that unregisters it.
///
/// The observer closure is a `let`, so delivering an event needs no reference counting beyond
/// keeping the subject's registration list alive. The registration is its own disposable (one
/// allocation per observation, as in RxLite): the subject's list owns it while it is live, and
/// whoever keeps the disposable owns it after; it and its observer closure are released when
/// both have let go.
@usableFromInline
final class SubjectRegistration<Element, Error: Swift.Error>: Disposable {
  @usableFromInline let observer: Observer<Element, Error>
  /// `true` once disposed or ended with the subject; the observer then receives nothing.
  @exclusivity(unchecked) @usableFromInline var isEnded = false
  /// The subject, while the registration is live. Not weak: a weak reference would cost a
  /// side table per observation and slow every send. Never dangling when used: a live
  /// registration is in the subject's list, and a subject ends every registration in its
  /// deinit, so `dispose()` returns before reaching a subject that is gone.
  private unowned(unsafe) let subject: Subject<Element, Error>

  @usableFromInline
  init(observer: @escaping Observer<Element, Error>, subject: Subject<Element, Error>) {
    self.observer = observer
    self.subject = subject
    BondResources.count(1)
  }

  /// Ends the registration; later calls do nothing.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    BondResources.count(-1)
  }

  @usableFromInline var isDisposed: Bool { isEnded }

  /// Ends the registration and takes it off the subject's list.
  @usableFromInline func dispose() {
    guard !isEnded else { return }
    end()
    subject.remove(self)
  }
}
