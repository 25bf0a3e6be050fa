import Experiments
import Foundation
import SceneContract

extension FeatureExperiments {
  /// The experiments of `feature` with their costs read from the patches under `root` and
  /// their verdicts from `ledger`.
  ///
  /// - Throws: ``PatchError`` when a patch cannot be read.
  public static func build(
    feature: FeatureID, experiments: [Experiment], ledger: ExperimentLedger, root: URL,
    styles: [StyleDeclaration]
  ) throws(PatchError) -> FeatureExperiments {
    let own = experiments.filter { $0.feature == feature }
    var pitfalls: [PitfallEntry] = []
    var changes: [ChangeEntry] = []
    for experiment in own {
      let result = ledger.result(named: experiment.name)
      switch experiment.kind {
      case .pitfall:
        pitfalls.append(pitfall(experiment, result: result))
      case .change:
        let patches = try ExperimentPatches(experiment: experiment, root: root, styles: styles)
        changes.append(change(experiment, patches: patches, result: result, styles: styles))
      }
    }
    return FeatureExperiments(pitfalls: pitfalls, changes: changes)
  }

  private static func pitfall(_ experiment: Experiment, result: ExperimentResult?)
    -> PitfallEntry
  {
    PitfallEntry(
      name: experiment.name, title: experiment.title, summary: experiment.summary,
      folder: experiment.folder, expected: experiment.expected ?? .caught,
      styles: experiment.stylePatches.map { stylePatch in
        let outcome = result?.outcome(of: stylePatch.style)
        return PitfallStyleEntry(
          style: stylePatch.style, patch: stylePatch.path, verdict: outcome?.verdict,
          evidence: (outcome?.evidence ?? []).map { evidence in
            var short = evidence
            short.detail = nil
            return short
          }, roleTests: outcome?.roleTests)
      },
      ranAt: result?.ranAt)
  }

  private static func change(
    _ experiment: Experiment, patches: ExperimentPatches, result: ExperimentResult?,
    styles: [StyleDeclaration]
  ) -> ChangeEntry {
    let shared = patches.shared.map { patch in
      SharedChange(
        patch: patch.source, files: patch.files.count, linesAdded: patch.linesAdded,
        linesRemoved: patch.linesRemoved)
    }
    let entries = patches.costs(styles: styles).map { cost in
      let outcome = result?.outcome(of: cost.style)
      var evidence = outcome?.evidence.first
      evidence?.detail = nil
      return ChangeStyleEntry(cost: cost, verdict: outcome?.verdict, evidence: evidence)
    }
    return ChangeEntry(
      name: experiment.name, title: experiment.title, summary: experiment.summary,
      folder: experiment.folder, shared: shared, styles: entries,
      scenarios: experiment.scenarios, ranAt: result?.ranAt)
  }
}

extension WorkbenchReport {
  /// Adds to each feature its experiments (pitfall gallery and change costs) from the
  /// folders under `root` and the last results in `Reports/experiments.json`, with what the
  /// folders lack (``FeatureExperiments/gaps``): one folder's problem never drops the others.
  ///
  /// - Returns: the gaps, one line each, and why a feature's experiments could not be added
  ///   when they could not (that feature's stay as they were).
  @discardableResult
  public mutating func attachExperiments(root: URL, styles: [StyleDeclaration]) -> [String] {
    let catalog = ExperimentCatalog.loadForReport(
      root: root, features: features.map(\.feature), styles: styles.map(\.id))
    let ledger: ExperimentLedger
    do {
      ledger = try ExperimentLedger.load(root: root)
    } catch {
      return ["experiments left out of the report: \(error)"]
    }
    var problems: [String] = []
    for index in features.indices {
      let feature = features[index].feature
      let gaps = catalog.gaps[feature] ?? []
      problems += gaps.map { "experiments of \(feature.rawValue): \($0)" }
      do {
        var found = try FeatureExperiments.build(
          feature: feature, experiments: catalog.experiments, ledger: ledger, root: root,
          styles: styles)
        found.gaps = gaps.isEmpty ? nil : gaps
        features[index].experiments = found.isEmpty ? nil : found
      } catch {
        problems.append("experiments of \(feature.rawValue) left out of the report: \(error)")
      }
    }
    return problems
  }
}
