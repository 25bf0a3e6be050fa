import Engine
import SceneContract

/// Compares a new run with a baseline report, for `workbench check`.
///
/// - Behaviour: a scenario that passed in the baseline and fails or errs now, a passing
///   scenario whose snapshot trace differs from the baseline's (its ``TraceDigest``), any
///   scenario failing now, and any leak are errors.
/// - Cost: per feature × variant, the median over the scenarios timed in both runs of the
///   ratio to the fastest variant; a rise beyond `threshold` is a cost regression, of the
///   severity asked for. Heap allocations per input, and the bytes they ask for, are compared
///   exactly (a rise beyond ``allocationTolerance``, 2 %, in the count, or beyond
///   ``allocatedBytesTolerance``, 10 %, in the bytes is a cost regression of the same
///   severity): they do not depend on the machine's load. Runtime microbenchmarks compare
///   their ratio to the floor case alike.
/// - A feature, variant or scenario of the baseline that the run selected but did not run is an
///   error (scenarios went missing); one a filter left out, and anything new, is a note.
public enum BaselineCheck {
  /// The comparison of `current` against `baseline`.
  ///
  /// - Parameters:
  ///   - threshold: The tolerated rise of a ratio, as a fraction (0.25 for 25 %).
  ///   - costRegressions: `.warning` or `.error`: the severity of a cost regression.
  public static func compare(
    baseline: WorkbenchReport, current: WorkbenchReport, threshold: Double = 0.25,
    costRegressions: BaselineFinding.Severity = .warning, selection: Selection = Selection()
  ) -> BaselineComparison {
    var findings: [BaselineFinding] = []
    for feature in current.features {
      let base = baseline.features.first { $0.feature == feature.feature }
      for variant in feature.variants {
        let baseVariant = base?.variants.first { $0.variant == variant.variant }
        findings += behavior(feature.feature, variant, baseVariant, selection: selection)
        if let baseVariant,
          let finding = cost(
            feature.feature, variant, baseVariant, threshold: threshold,
            severity: costRegressions)
        {
          findings.append(finding)
        }
        if let baseVariant {
          findings += countRises(
            feature.feature, variant, baseVariant, severity: costRegressions)
        }
      }
      for baseVariant in base?.variants ?? []
      where !feature.variants.contains(where: { $0.variant == baseVariant.variant }) {
        findings.append(
          notRun(
            feature.feature, baseVariant.variant, nil, selection: selection,
            what: "variant with \(baseVariant.scenarios.count) scenarios"))
      }
    }
    for base in baseline.features
    where !current.features.contains(where: { $0.feature == base.feature }) {
      findings.append(
        notRun(
          base.feature, nil, nil, selection: selection,
          what: "feature with \(base.variants.count) variants and \(base.scenarios.count) "
            + "scenarios"))
    }
    findings += runtimeCost(
      baseline.runtimeBenchmarks ?? [], current.runtimeBenchmarks ?? [], threshold: threshold,
      severity: costRegressions)
    return BaselineComparison(findings: findings, threshold: threshold)
  }

  /// A feature, variant or scenario of the baseline that did not run: an error when the run
  /// selected it (it went missing), a note when a filter left it out.
  static func notRun(
    _ feature: FeatureID, _ variant: VariantID?, _ scenario: String?, selection: Selection,
    what: String
  ) -> BaselineFinding {
    let selected =
      (selection.feature.map { $0 == feature } ?? true)
      && (variant.flatMap { name in selection.variant.map { $0 == name } } ?? true)
      && (scenario.flatMap { name in selection.scenario.map { $0 == name } } ?? true)
    return BaselineFinding(
      severity: selected ? .error : .note, kind: .notRun, feature: feature, variant: variant,
      scenario: scenario,
      message: selected
        ? "in the baseline (\(what)), missing from this run: its scenarios, styles or "
          + "declarations are gone; refresh the baseline if that is intended"
        : "in the baseline, not selected by this run's filters")
  }

  // MARK: - Behaviour

  static func behavior(
    _ feature: FeatureID, _ variant: VariantReport, _ base: VariantReport?,
    selection: Selection = Selection()
  ) -> [BaselineFinding] {
    var findings: [BaselineFinding] = []
    func add(
      _ severity: BaselineFinding.Severity, _ kind: BaselineFinding.Kind,
      _ scenario: String?, _ message: String
    ) {
      findings.append(
        BaselineFinding(
          severity: severity, kind: kind, feature: feature, variant: variant.variant,
          scenario: scenario, message: message))
    }
    if base == nil { add(.note, .new, nil, "variant not in the baseline") }
    for result in variant.scenarios {
      let old = base?.scenarios.first { $0.scenario == result.scenario }
      if base != nil, old == nil { add(.note, .new, result.scenario, "not in the baseline") }
      if result.behavior != .pass {
        let what = result.behavior == .error ? "errs" : "fails"
        let message =
          old?.behavior == .pass
          ? "passed in the baseline, now \(what) \(where: result)"
          : "\(what) \(where: result)" + (old == nil ? "" : " (as in the baseline)")
        add(.error, old?.behavior == .pass ? .behaviorChanged : .failing, result.scenario, message)
      } else if let old, old.behavior == .pass, let now = result.traceDigest,
        let then = old.traceDigest, now != then
      {
        add(
          .error, .traceChanged, result.scenario,
          "still passes, but its screens differ from the baseline's (trace \(then) → \(now)); "
            + "refresh the baseline if the change is intended")
      } else if let old, old.behavior != .pass {
        add(.note, .fixed, result.scenario, "failed in the baseline, passes now")
      }
      if result.leaks.leaked {
        add(.error, .leak, result.scenario, leakText(result.leaks))
      }
    }
    for old in base?.scenarios ?? []
    where !variant.scenarios.contains(where: { $0.scenario == old.scenario }) {
      findings.append(
        notRun(feature, variant.variant, old.scenario, selection: selection, what: "scenario"))
    }
    return findings
  }

  static func leakText(_ leaks: LeakFindings) -> String {
    "leaks: " + leaks.summary
  }
}

extension String.StringInterpolation {
  /// `at step 3 (line 7): tap countUpButton`, where a result first went wrong.
  fileprivate mutating func appendInterpolation(where result: ScenarioResult) {
    if let divergence = result.firstDivergence {
      appendLiteral(
        "at step \(divergence.step) (line \(divergence.line)): \(divergence.source)")
    } else if let error = result.error {
      appendLiteral("at step \(error.step) (line \(error.line)): \(error.message)")
    }
  }
}
