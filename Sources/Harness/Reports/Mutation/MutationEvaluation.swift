import Mutation
import SceneContract

/// Whether a feature's scenario run caught a mutant: the mutated style's first finding (a
/// screen that differs from the other styles', a failed expectation, a step error, a leak),
/// or for a domain mutant the first finding on any style.
public enum MutationEvaluation {
  /// The first evidence, as the experiment tables phrase it; nil when nothing was found.
  public static func evidence(in report: WorkbenchReport, feature: FeatureID, style: VariantID?)
    -> String?
  {
    guard let entry = report.features.first(where: { $0.feature == feature }) else {
      return "the feature did not run"
    }
    for variant in entry.variants where style.map({ $0 == variant.variant }) ?? true {
      for result in variant.scenarios {
        if let first = ExperimentEvaluation.evidence(in: result, feature: feature).first {
          return style == nil ? "\(variant.variant.rawValue): \(first.summary)" : first.summary
        }
      }
    }
    return nil
  }
}
