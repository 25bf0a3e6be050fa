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

  /// The experiments of `features` as the reports show them: one folder's problem never
  /// drops the others. A folder that breaks the format is left out and named in `gaps`; a
  /// change without some style's patch is kept with the patches it has, and the styles it
  /// lacks are named in `gaps`, folder by folder.
  public static func loadForReport(
    root: URL, features: [FeatureID], styles: [VariantID]
  ) -> (experiments: [Experiment], gaps: [FeatureID: [String]]) {
    var found: [Experiment] = []
    var gaps: [FeatureID: [String]] = [:]
    for feature in features {
      for kind in ExperimentKind.allCases {
        let relative = "Scenarios/\(feature.rawValue)/\(kind.folderName)"
        for name in subfolders(of: root.appending(path: relative)) {
          let folder = ExperimentFolder(
            root: root, folder: "\(relative)/\(name)", name: name, kind: kind, feature: feature,
            styles: styles)
          do {
            let experiment = try folder.experiment(requiringEveryStyle: false)
            let missing = styles.filter { !experiment.styles.contains($0) }
            if kind == .change, !missing.isEmpty {
              gaps[feature, default: []].append(
                "\(experiment.folder): no patch for "
                  + "\(missing.map(\.rawValue).joined(separator: ", ")) (a change is made in "
                  + "every style)")
            }
            guard !found.contains(where: { $0.name == name }) else {
              gaps[feature, default: []].append(
                "\(experiment.folder): the name '\(name)' is taken; left out")
              continue
            }
            found.append(experiment)
          } catch {
            gaps[feature, default: []].append("\(error); left out")
          }
        }
      }
      if !found.contains(where: { $0.feature == feature && $0.kind == .change }) {
        gaps[feature, default: []].append(
          "Scenarios/\(feature.rawValue)/changes/ has no change experiment: nothing measures "
            + "what a change costs each style here")
      }
    }
    return (found, gaps)
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
