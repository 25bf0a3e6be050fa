import Foundation
import RxLite

/// Events are equal when they are the same case with equal elements; errors are equal when
/// their `NSError` domain and code and their descriptions are equal, as in RxTest.
extension Event: Equatable where Element: Equatable {
  /// Whether two events are the same case with equal elements or equivalent errors.
  public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.completed, .completed):
      return true
    case (.next(let left), .next(let right)):
      return left == right
    case (.error(let left), .error(let right)):
      let leftError = left as NSError
      let rightError = right as NSError
      return leftError.domain == rightError.domain && leftError.code == rightError.code
        && "\(left)" == "\(right)"
    default:
      return false
    }
  }
}
