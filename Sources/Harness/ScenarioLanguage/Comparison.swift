import UIKitLite

/// `<op> <value>`, as written after the thing an expectation inspects.
public struct Comparison: Sendable, Equatable, CustomStringConvertible {
  public let op: ComparisonOperator
  public let value: ExpectedValue

  public init(_ op: ComparisonOperator, _ value: ExpectedValue) {
    self.op = op
    self.value = value
  }

  public var description: String { "\(op.rawValue) \(value)" }
}

/// How an expectation compares a property with its value.
public enum ComparisonOperator: String, Sendable, CaseIterable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="

  /// Whether the operator orders numbers (and so needs numbers on both sides).
  public var isOrdering: Bool { self != .equal && self != .notEqual }
}

/// A value on the right of a comparison.
public enum ExpectedValue: Sendable, Equatable, CustomStringConvertible {
  /// A double-quoted string: compared with the property's text.
  case text(String)
  /// An unquoted word (`true`, `none`, `42`, `-3`, `16.0`): compared as a number when both
  /// sides are numbers, otherwise as text.
  case bare(String)

  public var description: String {
    switch self {
    case .text(let text): return quoted(text)
    case .bare(let word): return word
    }
  }
}
