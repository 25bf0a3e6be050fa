import Foundation
import ScenarioLanguage
import SceneContract

/// One experiment folder being read: what it holds, checked against the format.
struct ExperimentFolder {
  let root: URL
  /// The folder, relative to `root`.
  let folder: String
  let name: String
  let kind: ExperimentKind
  let feature: FeatureID
  let styles: [VariantID]

  static let sharedPatchName = "shared.patch"
  static let scenariosFolderName = "scenarios"

  /// The folder's experiment. `requiringEveryStyle` false lets a change lack some styles'
  /// patches (the reports name them instead of refusing the folder).
  func experiment(requiringEveryStyle: Bool = true) throws(ExperimentError) -> Experiment {
    guard name.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), name.first?.isLetter == true
    else {
      throw ExperimentError(
        path: folder, message: "an experiment's name is lowercase words joined by hyphens")
    }
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    let descriptionPath = "\(folder)/\(ExperimentDescription.fileName)"
    guard let text = try? String(contentsOf: url(descriptionPath), encoding: .utf8) else {
      throw ExperimentError(
        path: folder, message: "no \(ExperimentDescription.fileName): say what the experiment does")
    }
    let description = try ExperimentDescription(text, kind: kind, path: descriptionPath)
    var stylePatches: [VariantID: String] = [:]
    var sharedPatch: String?
    var scenarios: [String] = []
    for entry in entries where entry != ExperimentDescription.fileName {
      let path = "\(folder)/\(entry)"
      if entry == Self.scenariosFolderName, kind == .change {
        scenarios = try scenarioFiles(in: path)
      } else if entry == Self.sharedPatchName, kind == .change {
        sharedPatch = path
      } else if entry.hasSuffix(".patch") {
        let style = VariantID(rawValue: String(entry.dropLast(".patch".count)))
        guard styles.contains(style) else {
          throw ExperimentError(
            path: path,
            message: NameSuggestion.unknownNameMessage(
              "style", style.rawValue, among: styles.map(\.rawValue))
              + (kind == .change ? " (or `shared.patch`)" : ""))
        }
        stylePatches[style] = path
      } else {
        throw ExperimentError(path: path, message: unexpectedEntryMessage)
      }
    }
    try checkCompleteness(
      stylePatches: stylePatches, scenarios: scenarios, requiringEveryStyle: requiringEveryStyle)
    return Experiment(
      name: name, kind: kind, feature: feature, title: description.title,
      summary: description.summary, expected: description.expected, folder: folder,
      stylePatches: styles.compactMap { style in
        stylePatches[style].map { StylePatch(style: style, path: $0) }
      },
      sharedPatch: sharedPatch, scenarios: scenarios)
  }

  private var unexpectedEntryMessage: String {
    switch kind {
    case .pitfall:
      "a pitfall folder holds EXPERIMENT.md and one `<style>.patch` per style it breaks"
    case .change:
      "a change folder holds EXPERIMENT.md, `shared.patch`, one `<style>.patch` per style "
        + "and `scenarios/`"
    }
  }

  private func checkCompleteness(
    stylePatches: [VariantID: String], scenarios: [String], requiringEveryStyle: Bool
  ) throws(ExperimentError) {
    switch kind {
    case .pitfall:
      guard !stylePatches.isEmpty else {
        throw ExperimentError(path: folder, message: "no `<style>.patch`: a pitfall breaks a style")
      }
    case .change:
      let missing = styles.filter { stylePatches[$0] == nil }
      guard missing.isEmpty || !requiringEveryStyle else {
        throw ExperimentError(
          path: folder,
          message: "no patch for \(missing.map(\.rawValue).joined(separator: ", ")): a change "
            + "is made in every style, so their costs compare")
      }
      guard !scenarios.isEmpty else {
        throw ExperimentError(
          path: folder,
          message: "no `scenarios/*.scenario`: a change comes with the scenarios of the "
            + "changed behaviour")
      }
    }
  }

  private func scenarioFiles(in path: String) throws(ExperimentError) -> [String] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    for name in names where !name.hasSuffix(".scenario") {
      throw ExperimentError(
        path: "\(path)/\(name)", message: "only `.scenario` files belong in scenarios/")
    }
    return names.map { "\(path)/\($0)" }
  }

  private func url(_ relative: String) -> URL { root.appending(path: relative) }
}
