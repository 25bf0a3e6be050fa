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
  /// the nearest feature name); other folders (`fixtures`, `tracks`) are ignored. Each of
  /// `required` must have a readable folder holding at least one scenario: a feature whose
  /// scenarios are missing is an error naming it, never a feature that silently runs nothing.
  ///
  /// - Parameter required: The features that must have scenarios (every declared feature
  ///   unless told otherwise; the workbench passes those its styles implement).
  public static func loadAll(
    root: URL, requiring required: [FeatureID] = FeatureDeclaration.ids
  ) throws -> [Scenario] {
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
          + "(\(features.joined(separator: ", "))), found `\(Echo.token(folder))`"
          + didYouMean(folder, among: features))
    }
    var scenarios: [Scenario] = []
    for feature in FeatureDeclaration.ids {
      let folder = root.appendingPathComponent(feature.rawValue)
      let files = try featureFiles(
        in: folder, path: "\(rootPath)/\(feature.rawValue)", feature: feature,
        required: required.contains(feature))
      for file in files {
        let url = folder.appendingPathComponent(file)
        let path = "\(rootPath)/\(feature.rawValue)/\(file)"
        scenarios.append(try parse(try readText(at: url, path: path), path: path, feature: feature))
      }
    }
    return scenarios
  }

  /// The text of the scenario file at `url`: an error naming the line and column of the first
  /// byte that is not UTF-8, or saying why the file cannot be read.
  static func readText(at url: URL, path: String) throws(ScenarioError) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ScenarioError(
        file: path, line: 1, column: 1,
        message: "cannot read the file: \((error as NSError).localizedDescription)")
    }
    if let text = String(data: data, encoding: .utf8) { return text }
    let (line, column) = firstInvalidUTF8(in: data)
    throw ScenarioError(
      file: path, line: line, column: column,
      message: "expected UTF-8 text; the byte here is not (save the file as UTF-8)")
  }

  /// The 1-based line and column (in Unicode scalars) of the first byte of `data` that does
  /// not decode as UTF-8.
  ///
  /// - Complexity: O(n) in the bytes before it.
  static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var (line, column) = (1, 1)
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Parses one scenario; its name is the file name of `path` without the extension.
  public static func parse(_ text: String, path: String, feature: FeatureID) throws -> Scenario {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let name =
      file.hasSuffix(".\(fileExtension)")
      ? String(file.dropLast(fileExtension.count + 1)) : file
    return try ScenarioParser(text: text, path: path).parse(name: name, feature: feature)
  }

  /// The scenario files of `feature`'s folder; a required feature's folder must be readable and
  /// hold at least one.
  private static func featureFiles(
    in folder: URL, path: String, feature: FeatureID, required: Bool
  ) throws -> [String] {
    guard required else { return scenarioFiles(in: folder) }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
    let found: String
    if !exists {
      found = "no folder"
    } else if !isDirectory.boolValue {
      found = "a file that is not a folder"
    } else if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let files = names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
      guard files.isEmpty else { return files }
      found = "no .\(fileExtension) file in it"
    } else {
      found = "a folder that cannot be read"
    }
    throw ScenarioError(
      file: path, line: 1, column: 1,
      message: "expected the scenarios of feature `\(feature.rawValue)` (a readable folder "
        + "with at least one .\(fileExtension) file), found \(found)")
  }

  private static func scenarioFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted()
  }
}
