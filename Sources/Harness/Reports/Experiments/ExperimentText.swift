import Experiments

/// The words the reports and the terminal use for experiment results.
public enum ExperimentText {
  /// `caught by leaked objects, live subscriptions`, `not caught`, `not run yet`.
  static func pitfallVerdict(_ entry: PitfallStyleEntry) -> String {
    guard let verdict = entry.verdict else { return "not run yet" }
    switch verdict {
    case .caught:
      return "caught by " + entry.evidence.map(\.check.rawValue).joined(separator: ", ")
    default:
      return verdict.rawValue
    }
  }

  /// What the patched style's own role tests said: `2 of 14 fail: Suite/test(), …`,
  /// `none of 14 fails`, the reason they could not tell, or `not run yet`.
  public static func roleTests(_ outcome: RoleTestsOutcome?) -> String {
    guard let outcome else { return "not run yet" }
    if let problem = outcome.problem { return problem }
    if outcome.failed.isEmpty { return "none of \(outcome.ran) fails" }
    return "\(outcome.failed.count) of \(outcome.ran) \(outcome.failed.count == 1 ? "fails" : "fail"): "
      + outcome.failed.joined(separator: ", ")
  }

  /// Whether a pitfall's last verdict is what its EXPERIMENT.md expects.
  static func asExpected(_ entry: PitfallStyleEntry, expected: PitfallExpectation) -> Bool? {
    entry.verdict?.meets(expected)
  }

  /// `3 files (1 new), +24 −5, 1 type`.
  public static func size(_ cost: ChangeCost) -> String {
    let new = cost.filesAdded > 0 ? " (\(cost.filesAdded) new)" : ""
    let types = cost.typesAdded.count == 1 ? "1 type" : "\(cost.typesAdded.count) types"
    return "\(cost.files) \(cost.files == 1 ? "file" : "files")\(new), "
      + "+\(cost.linesAdded) −\(cost.linesRemoved), \(types)"
  }

  /// `state, view`.
  public static func roles(_ cost: ChangeCost) -> String {
    cost.roles.map(\.rawValue).joined(separator: ", ")
  }

  /// `✓ passed`, `✗ failed`, `not run yet`.
  static func changeVerdict(_ entry: ChangeStyleEntry) -> String {
    switch entry.verdict {
    case nil: "not run yet"
    case .passed: "✓ passed"
    case let verdict?: "✗ \(verdict.rawValue)"
    }
  }

  static let pitfallLegend =
    "Each row is a classic mistake of a style, made by a small patch, and what the harness said "
    + "when `workbench experiment` ran the feature's scenarios on the patched style: caught by a "
    + "screen that differs from the other styles', a failed expectation, a step error, objects "
    + "still alive after teardown, live subscriptions after teardown or pending work after "
    + "teardown — or not caught; and which of the style's own role tests for the feature "
    + "(its unit tests of the view model, presenter, reducer and the rest) fail on the same "
    + "patched copy. Each style has its own pitfalls, so two styles' rows are "
    + "different mistakes: how many of a style's were caught says how visible those mistakes "
    + "are to these checks, not that the style is safer than another."

  static let changeLegend =
    "Each change is made in every style by a patch, checked by the change's scenarios: Swift "
    + "files and lines the style's patch touches, the types it adds and the roles of the files it "
    + "changes. The shared part (the screen, the domain) is the same for every style."
}
