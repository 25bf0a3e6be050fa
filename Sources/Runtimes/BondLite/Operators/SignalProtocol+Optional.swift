/// An `Optional`, as a constraint: lets operators apply to signals of optional elements.
public protocol OptionalProtocol {
  /// The type inside the optional.
  associatedtype Wrapped

  /// The value as an `Optional`.
  var _unbox: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// The optional itself.
  public var _unbox: Wrapped? { self }
}

extension SignalProtocol where Element: OptionalProtocol {
  /// Passes on the non-`nil` elements, unwrapped.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func ignoreNils() -> Signal<Element.Wrapped, Error> {
    compactMap { $0._unbox }
  }

  /// Replaces `nil` elements with `replacement`.
  @inlinable
  public func replaceNils(with replacement: Element.Wrapped) -> Signal<Element.Wrapped, Error> {
    map { $0._unbox ?? replacement }
  }
}
