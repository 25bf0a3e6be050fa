/// Namespace for subscriber-side types, named as in Combine and ReactiveKit.
public enum Subscribers {
  /// How a signal ended: normally, or with an error.
  public enum Completion<Failure: Swift.Error> {
    /// The signal completed.
    case finished
    /// The signal failed.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
