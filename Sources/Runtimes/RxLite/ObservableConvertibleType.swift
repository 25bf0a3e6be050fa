/// A type that can be converted to an observable sequence.
public protocol ObservableConvertibleType {
  /// The type of elements in the sequence.
  associatedtype Element

  /// Converts `self` to an `Observable`.
  func asObservable() -> Observable<Element>
}
