import Foundation
import SceneContract

/// Reads scenario files from disk.
public enum ScenarioLoader {
  /// The extension of scenario files.
  public static let fileExtension = "scenario"

  /// Parses every `<root>/<feature>/*.scenario`, sorted by feature order, then file name.
  ///
  /// All files are parsed before anything runs; the first malformed one (in that order) throws
  /// its first error. A folder of scenarios whose name is not a feature is an error too (with
  /// the nearest feature name); other folders (`fixtures`, `tracks`) are ignored.
  public static func loadAll(root: URL) throws -> [Scenario] {
    let rootPath = root.relativePath
    guard let folders = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      throw ScenarioError(
        file: rootPath, line: 1, column: 1, message: "expected a readable folder of scenarios")
    }
    let features = FeatureDeclaration.all.map(\.scenarioFolder)
    for folder in folders.sorted() where !features.contains(folder) {
      let files = scenarioFiles(in: root.appendingPathComponent(folder))
      guard let first = files.first else { continue }
      throw ScenarioError(
        file: "\(rootPath)/\(folder)/\(first)", line: 1, column: 1,
        message: "expected the scenario folder to be named after a feature "
          + "(\(features.joined(separator: ", "))), found `\(folder)`"
          + didYouMean(folder, among: features))
    }
    var scenarios: [Scenario] = []
    for feature in FeatureDeclaration.ids {
      let folder = root.appendingPathComponent(feature.rawValue)
      for file in scenarioFiles(in: folder) {
        let url = folder.appendingPathComponent(file)
        let path = "\(rootPath)/\(feature.rawValue)/\(file)"
        let text: String
        do {
          text = try String(contentsOf: url, encoding: .utf8)
        } catch {
          throw ScenarioError(
            file: path, line: 1, column: 1, message: "expected a readable UTF-8 text file")
        }
        scenarios.append(try parse(text, path: path, feature: feature))
      }
    }
    return scenarios
  }

  /// Parses one scenario; its name is the file name of `path` without the extension.
  public static func parse(_ text: String, path: String, feature: FeatureID) throws -> Scenario {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let name =
      file.hasSuffix(".\(fileExtension)")
      ? String(file.dropLast(fileExtension.count + 1)) : file
    return try ScenarioParser(text: text, path: path).parse(name: name, feature: feature)
  }

  private static func scenarioFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
  }
}
