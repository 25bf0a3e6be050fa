import Foundation
import ScenarioLanguage
import SceneContract

/// What a style still lacks outside its folder before it is finished: every feature declared,
/// its patch in every change, three pitfalls of its own, a role test for every tested role,
/// and its place in the committed baseline and experiments records.
///
/// Read from the repository alone (no build, no run), so a style in progress can ask
/// `workbench list --variant <id> --missing` at any step of the guide.
public enum StyleCompleteness {
  /// How many pitfalls of its own a finished style has.
  public static let minimumPitfalls = 3
  static let baselinePath = "Reports/baseline.json"
  static let experimentsPath = "Reports/experiments.json"

  /// One thing missing, as a line to print.
  public struct Gap: Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
      self.description = description
    }
  }

  /// Everything `style` still lacks in the repository at `root`, in the guide's order.
  public static func gaps(of style: StyleDeclaration, repositoryRoot root: URL) -> [Gap] {
    var gaps: [Gap] = []
    for feature in FeatureDeclaration.all where style.features[feature.id] == nil {
      gaps.append(
        Gap(
          "feature \(feature.id): not declared (no entry in the `features` of "
            + "\(style.folder)Style.swift)"))
    }
    gaps += roleTestGaps(of: style, root: root)
    var pitfalls = 0
    for feature in FeatureDeclaration.all {
      let changes = "Scenarios/\(feature.scenarioFolder)/changes"
      for change in subfolders(of: root.appending(path: changes)) {
        let patch = "\(changes)/\(change)/\(style.id.rawValue).patch"
        if !exists(root.appending(path: patch)) {
          gaps.append(Gap("change \(change): no \(patch)"))
        }
      }
      let folder = "Scenarios/\(feature.scenarioFolder)/pitfalls"
      pitfalls += subfolders(of: root.appending(path: folder)).filter {
        exists(root.appending(path: "\(folder)/\($0)/\(style.id.rawValue).patch"))
      }.count
    }
    if pitfalls < minimumPitfalls {
      gaps.append(
        Gap(
          "pitfalls: \(pitfalls) of its own, at least \(minimumPitfalls) "
            + "(a `\(style.id.rawValue).patch` in Scenarios/<feature>/pitfalls/<name>/)"))
    }
    if !baselineRecords(style.id, root: root) {
      gaps.append(
        Gap(
          "baseline: \(baselinePath) has no '\(style.id)' "
            + "(workbench run --write-baseline once every scenario passes)"))
    }
    if !experimentsRecord(style.id, root: root) {
      gaps.append(
        Gap(
          "experiments: \(experimentsPath) has no verdict for '\(style.id)' "
            + "(workbench experiment --all)"))
    }
    return gaps
  }

  /// The tested roles a declared feature plays without a role test beside it, as
  /// `StyleParityTests` looks for them: `<Folder><File>Tests.swift` in
  /// `Tests/VariantTests/<Folder>/<Feature>/`.
  static func roleTestGaps(of style: StyleDeclaration, root: URL) -> [Gap] {
    var gaps: [Gap] = []
    for feature in FeatureDeclaration.all {
      guard let implementation = style.features[feature.id] else { continue }
      let folder = "Tests/VariantTests/\(style.folder)/\(feature.sourceFolder)"
      let tests = Set(
        (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path))
          ?? [])
      for role in Role.tested {
        let expected = implementation.files(playing: role).map { file in
          let base = file.dropLast(".swift".count).split(separator: "+")[0]
          return "\(style.folder)\(base)Tests.swift"
        }
        guard !expected.isEmpty, !expected.contains(where: tests.contains) else { continue }
        gaps.append(
          Gap(
            "role tests: \(feature.id) \(role) has none in \(folder)/ (one of "
              + "\(Set(expected).sorted().joined(separator: ", ")))"))
      }
    }
    return gaps
  }

  static func baselineRecords(_ style: VariantID, root: URL) -> Bool {
    let object = json(at: root.appending(path: baselinePath))
    let styles = object?["styles"] as? [[String: Any]] ?? []
    return styles.contains { $0["id"] as? String == style.rawValue }
  }

  static func experimentsRecord(_ style: VariantID, root: URL) -> Bool {
    let results = json(at: root.appending(path: experimentsPath))?["results"] as? [[String: Any]]
    return (results ?? []).contains { result in
      (result["outcomes"] as? [[String: Any]] ?? []).contains {
        $0["style"] as? String == style.rawValue
      }
    }
  }

  private static func json(at url: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  private static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }

}
