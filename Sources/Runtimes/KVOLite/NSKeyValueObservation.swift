/// The token a typed observation returns, as in Foundation: the observation lasts until
/// ``invalidate()`` is called or the token is released.
public final class NSKeyValueObservation: Hashable {
  private let registration: KVOCancellable

  @usableFromInline
  init(_ registration: KVOCancellable) {
    self.registration = registration
  }

  deinit {
    registration.cancel()
  }

  /// Stops the observation; later calls do nothing.
  public func invalidate() {
    registration.cancel()
  }

  public static func == (lhs: NSKeyValueObservation, rhs: NSKeyValueObservation) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
