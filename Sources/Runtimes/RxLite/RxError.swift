/// Errors produced by RxLite itself.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
  // `@unchecked Sendable`: the only non-Sendable payload, `disposed(object:)`'s object, is kept
  // for identification in the description and never mutated through the error.

  /// An unknown error occurred.
  case unknown
  /// An operation was performed on an object that was already disposed.
  case disposed(object: AnyObject)
  /// An arithmetic overflow occurred.
  case overflow
  /// An argument was out of range.
  case argumentOutOfRange
  /// The sequence contained no elements.
  case noElements
  /// The sequence contained more than one element.
  case moreThanOneElement
  /// The sequence timed out.
  case timeout

  /// A human-readable description of the error.
  public var debugDescription: String {
    switch self {
    case .unknown: return "Unknown error occurred."
    case .disposed(let object): return "Object `\(object)` was already disposed."
    case .overflow: return "Arithmetic overflow occurred."
    case .argumentOutOfRange: return "Argument out of range."
    case .noElements: return "Sequence doesn't contain any elements."
    case .moreThanOneElement: return "Sequence contains more than one element."
    case .timeout: return "Sequence timeout."
    }
  }
}
