/// A misuse of key-value observing that Foundation reports by raising an exception.
///
/// The `checked…` methods throw it; the Foundation-named methods stop the program with its
/// description, as an uncaught Foundation exception would.
public enum KVOError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The key path does not name a ``Dynamic`` property of the observed object's class.
  case unknownKeyPath(keyPath: String, type: String)
  /// `removeObserver` named an observer (and context) that is not registered for the key path.
  case observerNotRegistered(observer: String, keyPath: String, type: String)

  public var description: String {
    switch self {
    case .unknownKeyPath(let keyPath, let type):
      return "\(type) is not key value observing-compliant for the key path \"\(keyPath)\": "
        + "only properties declared with @Dynamic can be observed"
    case .observerNotRegistered(let observer, let keyPath, let type):
      return "Cannot remove an observer <\(observer)> for the key path \"\(keyPath)\" from "
        + "<\(type)> because it is not registered as an observer."
    }
  }
}
