import Experiments
import SceneContract

/// Judges an experiment from the report of the patched package's run: per patched style,
/// what caught it, first finding first, the way failures read in the reports.
public enum ExperimentEvaluation {
  /// The outcome of every patched style of `experiment` in `report`.
  public static func outcomes(of experiment: Experiment, in report: WorkbenchReport)
    -> [StyleOutcome]
  {
    let feature = report.features.first { $0.feature == experiment.feature }
    return experiment.styles.map { style in
      let variant = feature?.variants.first { $0.variant == style }
      let results = variant?.scenarios ?? []
      let evidence = firstOfEachCheck(
        results.flatMap { self.evidence(in: $0, feature: experiment.feature) })
      let failed = results.filter { $0.behavior != .pass || $0.leaks.leaked }.count
      let verdict: ExperimentVerdict
      switch experiment.kind {
      case .pitfall: verdict = evidence.isEmpty && variant != nil ? .notCaught : .caught
      case .change: verdict = evidence.isEmpty && variant != nil ? .passed : .failed
      }
      return StyleOutcome(
        style: style, verdict: verdict, scenariosFailed: failed, scenariosTotal: results.count,
        evidence: evidence)
    }
  }

  /// Whether every style `experiment` leaves alone passed every scenario without leaks.
  public static func othersPassed(_ experiment: Experiment, in report: WorkbenchReport) -> Bool {
    guard let feature = report.features.first(where: { $0.feature == experiment.feature }) else {
      return false
    }
    return feature.variants.filter { !experiment.styles.contains($0.variant) }.allSatisfy {
      $0.scenariosPassed == $0.scenariosTotal && !$0.leaks
    }
  }

  /// The outcome of every patched style when the patched package did not compile: each
  /// style's first compiler error in its own folder (`folders`: style → folder under
  /// `Sources/Variants/`), else the build's first error.
  public static func buildFailed(
    _ experiment: Experiment, compilerOutput: String, folders: [VariantID: String]
  ) -> [StyleOutcome] {
    let errors = compilerOutput.split(separator: "\n").filter { $0.contains("error:") }
    let detail = (errors.isEmpty ? compilerOutput.split(separator: "\n").suffix(20) : errors[...])
      .prefix(20).joined(separator: "\n")
    return experiment.styles.map { style in
      let folder = "Sources/Variants/\(folders[style] ?? style.rawValue)/"
      let own = errors.filter { $0.contains(folder) }
      return StyleOutcome(
        style: style, verdict: .buildFailed, scenariosFailed: 0, scenariosTotal: 0,
        evidence: [
          Evidence(
            check: .build, scenario: "", line: nil,
            summary: String((own.first ?? errors.first ?? "the build failed").prefix(240)),
            detail: detail)
        ])
    }
  }

  /// The first finding of each check, in the order found: what a reader needs to see what
  /// caught the mistake, without every scenario repeating it.
  static func firstOfEachCheck(_ evidence: [Evidence]) -> [Evidence] {
    var seen: Set<Evidence.Check> = []
    return evidence.filter { seen.insert($0.check).inserted }
  }

  /// Every finding of one scenario on one style: what went wrong at its steps (a screen
  /// that differs, a failed expectation, a step error), earliest line first, then each kind
  /// of leak.
  static func evidence(in result: ScenarioResult, feature: FeatureID) -> [Evidence] {
    let file = "\(feature.rawValue)/\(result.scenario).scenario"
    func place(_ line: Int) -> String { line == 0 ? "\(file), on load" : "\(file):\(line)" }
    var atSteps: [Evidence] = []
    if let error = result.error {
      atSteps.append(
        Evidence(
          check: .stepError, scenario: result.scenario, line: error.line,
          summary: "step error at \(place(error.line)): \(error.message)"))
    }
    if let failure = result.expectationFailures.first {
      atSteps.append(
        Evidence(
          check: .expectation, scenario: result.scenario, line: failure.line,
          summary: "failed expectation at \(place(failure.line)): `\(failure.source)`: "
            + "expected \(failure.expected), got \(failure.actual)",
          detail: failure.diff.isEmpty ? nil : failure.diff))
    }
    // The first divergence may be the failed expectation itself, already found above.
    if let divergence = result.firstDivergence,
      !atSteps.contains(where: { $0.line == divergence.line })
    {
      let step = divergence.line == 0 ? "" : ": `\(divergence.source)`"
      atSteps.append(
        Evidence(
          check: .screen, scenario: result.scenario, line: divergence.line,
          summary: "screen differs at \(place(divergence.line))\(step)",
          detail: divergence.diff))
    }
    var found = atSteps.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    let leaks = result.leaks
    if !leaks.components.isEmpty {
      found.append(
        Evidence(
          check: .leakedObjects, scenario: result.scenario, line: nil,
          summary: "\(file): still alive after teardown: "
            + leaks.components.joined(separator: ", ")))
    }
    if leaks.liveSubscriptions != 0 {
      found.append(
        Evidence(
          check: .liveSubscriptions, scenario: result.scenario, line: nil,
          summary: "\(file): \(leaks.liveSubscriptions) live subscriptions after teardown"))
    }
    if let pending = leaks.pendingWork, !pending.isEmpty {
      found.append(
        Evidence(
          check: .pendingWork, scenario: result.scenario, line: nil,
          summary: "\(file): pending after teardown: \(pending.summary)"))
    }
    return found
  }
}
