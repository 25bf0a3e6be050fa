import Engine
import Foundation

/// The committed baseline, `Reports/baseline.json`: a `report.json` from a release run of the
/// whole matrix, which `workbench check` compares new runs with.
public enum BaselineFile {
  /// The baseline's path relative to the repository.
  public static let path = "Reports/baseline.json"

  /// Writes `report` as the repository's baseline, without its per-step timings (see
  /// ``trimmed(_:)``), and returns where.
  public static func write(_ report: WorkbenchReport, repositoryRoot: URL) throws -> URL {
    let url = repositoryRoot.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ReportCoding.encode(trimmed(report)).write(to: url, options: .atomic)
    return url
  }

  /// `report` with every `timing.steps` emptied and no experiments or fuzzing figures: the
  /// check compares behaviour, traces and ratios, never per-step times, experiment results
  /// (kept in `Reports/experiments.json`) or fuzz runs (`Reports/fuzzing.json`), and a
  /// committed file should stay small.
  public static func trimmed(_ report: WorkbenchReport) -> WorkbenchReport {
    var copy = report
    copy.fuzzing = nil
    copy.mutation = nil
    for feature in copy.features.indices {
      copy.features[feature].experiments = nil
      for variant in copy.features[feature].variants.indices {
        for scenario in copy.features[feature].variants[variant].scenarios.indices {
          copy.features[feature].variants[variant].scenarios[scenario].timing?.steps = []
        }
      }
    }
    return copy
  }

  /// What `report` lacks of the whole matrix `whole` (`feature counter`, `variant my-style of
  /// counter`, `scenario counter/count-up on my-style`), in matrix order; empty for a complete run.
  public static func gaps(in report: WorkbenchReport, whole: [Workbench.FeaturePlan])
    -> [String]
  {
    var gaps: [String] = []
    for plan in whole {
      guard let feature = report.features.first(where: { $0.feature == plan.feature }) else {
        gaps.append("feature \(plan.feature.rawValue)")
        continue
      }
      for variant in plan.variants {
        guard let ran = feature.variants.first(where: { $0.variant == variant }) else {
          gaps.append("variant \(variant.rawValue) of \(plan.feature.rawValue)")
          continue
        }
        for scenario in plan.scenarios
        where !ran.scenarios.contains(where: { $0.scenario == scenario.name }) {
          gaps.append(
            "scenario \(plan.feature.rawValue)/\(scenario.name) on \(variant.rawValue)")
        }
      }
    }
    return gaps
  }

  /// A report read from `url`.
  ///
  /// - Throws: ``ReportCoding/UnsupportedSchema`` for another schema version, or the error of
  ///   reading or decoding the file.
  public static func read(_ url: URL) throws -> WorkbenchReport {
    try ReportCoding.decode(Data(contentsOf: url))
  }
}
