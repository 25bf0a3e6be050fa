import Experiments
import SceneContract

/// Options of `experiment`.
public struct ExperimentOptions: Sendable, Equatable {
  /// What to do with the selected experiments.
  public enum Action: Sendable, Equatable {
    /// Build and run each (the default).
    case run
    /// Print them with their last results.
    case list
    /// Check that every patch still applies, without building.
    case check
  }

  public var root: String?
  /// The experiments named on the command line; empty means every one the filters keep.
  public var names: [String]
  public var feature: FeatureID?
  public var kind: ExperimentKind?
  /// Only experiments that patch this style.
  public var style: VariantID?
  public var action: Action
  /// Whether the results go into the committed `Reports/experiments.json`: `--all` (which runs
  /// every experiment the filters keep) and `--record` do; other runs write theirs to
  /// `Reports/latest-experiments/experiments.json`.
  public var record: Bool

  public init(
    root: String? = nil, names: [String] = [], feature: FeatureID? = nil,
    kind: ExperimentKind? = nil, style: VariantID? = nil, action: Action = .run,
    record: Bool = false
  ) {
    self.record = record
    self.root = root
    self.names = names
    self.feature = feature
    self.kind = kind
    self.style = style
    self.action = action
  }

  /// The experiments these options select from `experiments`, in catalog order.
  func select(from experiments: [Experiment]) throws(ExperimentError) -> [Experiment] {
    if !names.isEmpty {
      var chosen: [Experiment] = []
      for name in names { chosen.append(try ExperimentCatalog.named(name, in: experiments)) }
      return chosen
    }
    return experiments.filter { experiment in
      (feature.map { $0 == experiment.feature } ?? true)
        && (kind.map { $0 == experiment.kind } ?? true)
        && (style.map { experiment.styles.contains($0) } ?? true)
    }
  }
}
