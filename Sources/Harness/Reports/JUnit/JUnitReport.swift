import Engine
import SceneContract

/// A run as JUnit XML for CI systems: a test suite per feature × variant (`counter.my-style`) with a
/// test case per scenario, failing when the scenario fails, errs, leaks or (under `check`)
/// differs from the baseline; an error when a step could not run. A style that does not
/// declare the feature gets a suite with one skipped case, `not declared`.
///
/// Under `check` a last suite, `cost`, holds a case per feature × variant compared, failing
/// for a cost regression that is an error and reporting one that is a warning in its output.
public enum JUnitReport {
  /// The JUnit document for `report`, with `comparison`'s findings when a baseline was checked.
  public static func render(_ report: WorkbenchReport, comparison: BaselineComparison? = nil)
    -> String
  {
    var suites: [Suite] = []
    for feature in report.features {
      for variant in feature.variants {
        let name = "\(feature.feature.rawValue).\(variant.variant.rawValue)"
        suites.append(
          Suite(
            name: name,
            cases: variant.scenarios.map {
              scenarioCase(
                $0, suite: name, feature: feature, variant: variant.variant,
                comparison: comparison)
            }))
      }
    }
    for undeclared in report.undeclared ?? [] {
      let name = "\(undeclared.feature.rawValue).\(undeclared.variant.rawValue)"
      var testCase = Case(name: "not declared", className: name, time: 0)
      testCase.skipped = undeclared.sentence
      suites.append(Suite(name: name, cases: [testCase]))
    }
    if let comparison { suites.append(costSuite(report, comparison: comparison)) }
    let totals = suites.reduce(into: (tests: 0, failures: 0, errors: 0)) { totals, suite in
      totals.tests += suite.cases.count
      totals.failures += suite.failures
      totals.errors += suite.errors
    }
    let timestamp = String(report.run.date.prefix { $0 != "Z" })
    let body = suites.map { $0.xml(timestamp: timestamp) }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="workbench" tests="\(totals.tests)" failures="\(totals.failures)" \
      errors="\(totals.errors)" time="\(seconds(suites.reduce(0) { $0 + $1.time }))">
      \(body)
      </testsuites>

      """
  }

  // MARK: - Cases

  static func scenarioCase(
    _ result: ScenarioResult, suite: String, feature: FeatureReport, variant: VariantID,
    comparison: BaselineComparison?
  ) -> Case {
    var testCase = Case(
      name: result.scenario, className: suite,
      time: (result.timing?.medianNs ?? 0) / 1_000_000_000)
    let path =
      feature.scenarios.first { $0.name == result.scenario }?.path
      ?? "Scenarios/\(feature.feature.rawValue)/\(result.scenario).scenario"
    switch result.behavior {
    case .pass: break
    case .error:
      let error = result.error
      testCase.error = Problem(
        type: "step-error",
        message: "step \(error?.step ?? 0) (\(path):\(error?.line ?? 0)) could not run: "
          + (error?.message ?? "unknown"),
        detail: result.firstDivergence?.diff ?? "")
    case .fail:
      let divergence = result.firstDivergence
      testCase.failures.append(
        Problem(
          type: "behavior",
          message: "first divergent step \(divergence?.step ?? 0) "
            + "(\(path):\(divergence?.line ?? 0)): \(divergence?.source ?? "")",
          detail: divergence.map { $0.diff.isEmpty ? "\($0.expected)\n\($0.actual)" : $0.diff }
            ?? ""))
    }
    if result.leaks.leaked {
      testCase.failures.append(
        Problem(type: "leak", message: BaselineCheck.leakText(result.leaks), detail: ""))
    }
    let findings =
      comparison?.findings(feature: feature.feature, variant: variant, scenario: result.scenario)
      ?? []
    for finding in findings where finding.kind == .traceChanged || finding.kind == .behaviorChanged
    {
      testCase.failures.append(
        Problem(type: "baseline", message: finding.message, detail: ""))
    }
    testCase.output = findings.filter { $0.severity == .note }.map(\.line)
    return testCase
  }

  static func costSuite(_ report: WorkbenchReport, comparison: BaselineComparison) -> Suite {
    var cases: [Case] = []
    for feature in report.features {
      for variant in feature.variants {
        var testCase = Case(
          name: "\(feature.feature.rawValue).\(variant.variant.rawValue)", className: "cost",
          time: 0)
        let regressions = comparison.findings.filter {
          $0.kind == .costRegression && $0.feature == feature.feature
            && $0.variant == variant.variant
        }
        for finding in regressions {
          if finding.severity == .error {
            testCase.failures.append(
              Problem(type: "cost-regression", message: finding.message, detail: ""))
          } else {
            testCase.warnings.append(finding.message)
          }
        }
        cases.append(testCase)
      }
    }
    return Suite(name: "cost", cases: cases)
  }

  static func seconds(_ value: Double) -> String {
    CostFormat.decimal(value, places: 6)
  }
}
