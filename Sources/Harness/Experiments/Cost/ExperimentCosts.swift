import Foundation
import SceneContract

extension ExperimentPatches {
  /// Reads the patches of `experiment` under `root`, each style's kept to its folder among
  /// `styles`.
  public init(experiment: Experiment, root: URL, styles: [StyleDeclaration]) throws(PatchError) {
    try self.init(
      experiment: experiment, root: root,
      folders: Dictionary(uniqueKeysWithValues: styles.map { ($0.id, $0.folder) }))
  }

  /// The change cost of each style's patch, in the experiment's order.
  public func costs(styles: [StyleDeclaration]) -> [ChangeCost] {
    guard let feature = FeatureDeclaration.named(experiment.feature) else { return [] }
    return self.styles.compactMap { style, patch in
      styles.first { $0.id == style }.map {
        ChangeCost(measuring: patch, style: $0, feature: feature)
      }
    }
  }
}
