import Foundation
import ScenarioLanguage
import SceneContract

/// Every experiment under `Scenarios/<feature>/pitfalls/` and `…/changes/`, read and checked
/// against the format: a description, patches named for registered styles, and for a change
/// a patch for every style and the scenarios of the changed behaviour.
public enum ExperimentCatalog {
  /// The experiments of `features` under `root`, feature by feature, pitfalls first, each
  /// kind by name.
  ///
  /// - Throws: ``ExperimentError`` naming the first file that breaks the format.
  public static func load(
    root: URL, features: [FeatureID], styles: [VariantID]
  ) throws(ExperimentError) -> [Experiment] {
    var found: [Experiment] = []
    for feature in features {
      for kind in ExperimentKind.allCases {
        let relative = "Scenarios/\(feature.rawValue)/\(kind.folderName)"
        for name in subfolders(of: root.appending(path: relative)) {
          let experiment = try ExperimentFolder(
            root: root, folder: "\(relative)/\(name)", name: name, kind: kind, feature: feature,
            styles: styles
          ).experiment()
          if let twin = found.first(where: { $0.name == name }) {
            throw ExperimentError(
              path: experiment.folder,
              message: "the name '\(name)' is taken by \(twin.folder); names are unique so "
                + "`workbench experiment <name>` finds one")
          }
          found.append(experiment)
        }
      }
    }
    return found
  }

  /// The experiment called `name`, with the nearest names when there is none.
  public static func named(_ name: String, in experiments: [Experiment]) throws(ExperimentError)
    -> Experiment
  {
    if let experiment = experiments.first(where: { $0.name == name }) { return experiment }
    throw ExperimentError(
      path: "",
      message: NameSuggestion.unknownNameMessage("experiment", name, among: experiments.map(\.name)))
  }

}
