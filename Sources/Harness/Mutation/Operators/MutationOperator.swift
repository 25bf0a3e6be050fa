/// The kinds of small mistake `workbench mutate` plants, the same for every style and for the
/// shared domain, so the scores compare the same mistakes.
public enum MutationOperator: String, Sendable, Codable, CaseIterable, Comparable {
  /// `<` ↔ `<=`, `<` → `>=`, … and `==` ↔ `!=`: an off-by-one boundary or a negated test.
  case comparison
  /// `&&` ↔ `||`.
  case logical
  /// An integer literal one more or one less.
  case integer
  /// `true` ↔ `false`.
  case boolean
  /// A statement that only calls something, deleted.
  case deleteCall = "delete-call"
  /// An assignment, deleted.
  case deleteAssignment = "delete-assignment"
  /// A `cancel()` call, deleted.
  case deleteCancel = "delete-cancel"
  /// A `dispose()` call, a dispose bag reset, or a `.disposed(by:)`, deleted.
  case deleteDispose = "delete-dispose"
  /// `weak` deleted from a stored property.
  case deleteWeak = "delete-weak"
  /// A reactive operator taken out of its chain: `.distinctUntilChanged()`, `.share(…)`,
  /// `.debounce(…)`, `.observe(on:)`, `.removeDuplicates()`, `.startWith(…)` and their kin.
  case removeOperator = "remove-operator"
  /// Two neighbouring arguments of a call swapped (their labels stay).
  case swapArguments = "swap-arguments"

  /// What the operator does, for help text and reports.
  public var summary: String {
    switch self {
    case .comparison: "comparison flipped (< <= > >= == !=)"
    case .logical: "&& and || swapped"
    case .integer: "integer literal ±1"
    case .boolean: "true and false swapped"
    case .deleteCall: "call statement deleted"
    case .deleteAssignment: "assignment deleted"
    case .deleteCancel: "cancel() deleted"
    case .deleteDispose: "dispose() / dispose bag / .disposed(by:) deleted"
    case .deleteWeak: "weak deleted from a stored property"
    case .removeOperator: "reactive operator removed from its chain"
    case .swapArguments: "two arguments swapped"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
