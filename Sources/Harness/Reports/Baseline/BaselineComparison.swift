import SceneContract

/// A run compared with a baseline report: behaviour changes are errors, cost regressions
/// beyond a threshold warnings or errors.
///
/// Costs are compared as ratios measured within each run (a variant's median over the
/// fastest variant's on the same scenario), never as raw times, so the baseline may come
/// from another machine.
public struct BaselineComparison: Sendable, Equatable {
  /// Every finding, errors first, then in feature, variant and scenario order.
  public let findings: [BaselineFinding]
  /// The cost threshold used, as a fraction (0.25 for 25 %).
  public let threshold: Double

  public init(findings: [BaselineFinding], threshold: Double) {
    self.findings = findings.enumerated().sorted { lhs, rhs in
      lhs.element.severity != rhs.element.severity
        ? lhs.element.severity < rhs.element.severity : lhs.offset < rhs.offset
    }.map(\.element)
    self.threshold = threshold
  }

  /// Whether any finding fails the check.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// The findings of `severity`.
  public func findings(_ severity: BaselineFinding.Severity) -> [BaselineFinding] {
    findings.filter { $0.severity == severity }
  }

  /// Findings about `scenario` of `variant` in `feature`.
  public func findings(
    feature: FeatureID, variant: VariantID, scenario: String
  ) -> [BaselineFinding] {
    findings.filter {
      $0.feature == feature && $0.variant == variant && $0.scenario == scenario
    }
  }

  /// The terminal's summary: one line per finding, then the verdict.
  public var summary: String {
    let errors = findings(.error).count
    let warnings = findings(.warning).count
    let verdict =
      errors == 0
      ? "Check passed: no behaviour change"
        + (warnings == 0 ? ", no cost regression." : ", \(warnings) cost warnings.")
      : "Check failed: \(errors) errors, \(warnings) warnings."
    return (findings.map(\.line) + [verdict]).joined(separator: "\n")
  }
}
