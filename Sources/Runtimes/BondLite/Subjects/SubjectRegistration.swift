/// One observer registered on a ``Subject``, and the disposable that unregisters it.
///
/// The registration is its own disposable (one allocation per observation, as in RxLite): the
/// subject's ``RegistrationList`` owns it while it is live, and whoever keeps the disposable
/// owns it after; it and its observer closure are released when both have let go. Ending and
/// unregistering do not depend on the element type, so they run as plain, non-generic code.
@usableFromInline
class SubjectRegistrationBase: Disposable {
  /// The list holding the registration, while it does. Unmanaged, so that disposal reaches the
  /// list without reference counting; never dangling: a list clears it when it lets the
  /// registration go, and lets every registration go in its deinit.
  @exclusivity(unchecked) @usableFromInline final var list: Unmanaged<RegistrationList>?
  /// `true` once disposed or ended with the subject; the observer then receives nothing.
  @exclusivity(unchecked) @usableFromInline final var isEnded = false

  @usableFromInline
  init() {
    BondResources.count(1)
  }

  /// Ends the registration without unregistering it; later calls do nothing.
  @usableFromInline
  final func end() {
    guard !isEnded else { return }
    isEnded = true
    BondResources.count(-1)
  }

  @usableFromInline final var isDisposed: Bool { isEnded }

  /// Ends the registration and takes it off its subject's list.
  @usableFromInline
  final func dispose() {
    guard !isEnded else { return }
    end()
    list?._withUnsafeGuaranteedRef { $0.remove(self) }
  }
}

/// A registration carrying its observer.
///
/// The observer closure is a `let`, so delivering an event needs no reference counting.
@usableFromInline
final class SubjectRegistration<Element, Error: Swift.Error>: SubjectRegistrationBase {
  @usableFromInline let observer: Observer<Element, Error>

  @inlinable
  init(observer: @escaping Observer<Element, Error>) {
    self.observer = observer
    super.init()
  }
}
