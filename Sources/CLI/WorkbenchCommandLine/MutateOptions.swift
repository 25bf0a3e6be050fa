import Mutation
import SceneContract

/// Options of `mutate`.
public struct MutateOptions: Sendable, Equatable {
  public var root: String?
  /// Only this feature; nil means every feature.
  public var feature: FeatureID?
  /// Only this style, or `domain` for the shared domain; nil means every style and the domain.
  public var variant: String?
  /// The sampler's seed; the same seed and sources draw the same mutants.
  public var seed: UInt64 = MutateOptions.defaultSeed
  /// Live mutants (stillborn ones are replaced) per style × feature.
  public var budget = MutateOptions.defaultBudget
  /// Stop starting mutants after this long.
  public var time: Duration?
  /// Where mutation.json, mutation.md and mutation.html go (default `Reports/latest-mutation/`).
  public var out: String?
  /// `--record`: also record the run in `Reports/mutation.json` for the reports.
  public var record = false
  /// `--record-run <file>`: record a finished run's `mutation.json` there; run nothing.
  public var recordRun: String?
  /// `--list`: print the mutants the sampler draws, with their diffs; build nothing.
  public var list = false

  public static let defaultSeed: UInt64 = 1
  public static let defaultBudget = 20

  public init(root: String? = nil) {
    self.root = root
  }
}
