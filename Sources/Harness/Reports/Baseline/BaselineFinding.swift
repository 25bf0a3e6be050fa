import SceneContract

/// One difference between a run and its baseline that a reader (or a CI) should know about.
public struct BaselineFinding: Sendable, Equatable {
  /// How much the finding matters to `workbench check`.
  public enum Severity: String, Sendable, Comparable {
    /// Fails the check (exit code 1).
    case error
    /// Printed, but the check passes.
    case warning
    /// For information: a new scenario, one no longer run, a failure now fixed.
    case note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      let order: [Severity] = [.error, .warning, .note]
      return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
  }

  /// What kind of difference it is.
  public enum Kind: String, Sendable {
    /// A scenario that passed in the baseline fails or errs now.
    case behaviorChanged
    /// A scenario still passes, but the screens it shows differ from the baseline's.
    case traceChanged
    /// A scenario fails now (and did not pass in the baseline either, or is new).
    case failing
    /// A scene leaked objects or subscriptions.
    case leak
    /// A variant got slower relative to the fastest variant beyond the threshold.
    case costRegression
    /// A scenario, variant or feature of the baseline did not run.
    case notRun
    /// A scenario or variant that the baseline does not have.
    case new
    /// A scenario that failed in the baseline passes now.
    case fixed
  }

  /// Whether it fails the check.
  public let severity: Severity
  /// What changed.
  public let kind: Kind
  /// Nil for a finding about the runtime microbenchmarks.
  public let feature: FeatureID?
  /// Nil for a finding about a whole feature or a runtime benchmark.
  public let variant: VariantID?
  /// Nil for a finding about a whole variant.
  public let scenario: String?
  /// What changed, for people.
  public let message: String

  public init(
    severity: Severity, kind: Kind, feature: FeatureID?, variant: VariantID?, scenario: String?,
    message: String
  ) {
    self.severity = severity
    self.kind = kind
    self.feature = feature
    self.variant = variant
    self.scenario = scenario
    self.message = message
  }

  /// `ERROR counter/count-up on my-style: …`, one line.
  public var line: String {
    var subject = feature?.rawValue ?? "runtime benchmarks"
    if let scenario { subject += "/\(scenario)" }
    if let variant { subject += " on \(variant.rawValue)" }
    return "\(severity.rawValue.uppercased()) \(subject): \(message)"
  }
}
