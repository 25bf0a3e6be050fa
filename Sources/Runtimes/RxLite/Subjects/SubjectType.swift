/// A sequence that is also an observer: events sent to its observer side are multicast to its
/// subscribers.
public protocol SubjectType: ObservableType {
  /// The observer side's type.
  associatedtype Observer: ObserverType

  /// Returns the observer side.
  func asObserver() -> Observer
}
