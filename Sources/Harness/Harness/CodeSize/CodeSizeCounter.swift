import Foundation
import SceneContract

/// Measures the source size of each variant × feature by scanning
/// `Sources/Variants/<Variant>/<Feature>/` for Swift files.
public enum CodeSizeCounter {
  /// The size of `variant`'s `feature` folder under the repository at `repositoryRoot`;
  /// ``CodeSize/zero`` when the variant has no such folder.
  public static func measure(
    repositoryRoot: URL, variant: VariantID, feature: FeatureID
  ) throws -> CodeSize {
    let folder =
      repositoryRoot
      .appendingPathComponent("Sources/Variants", isDirectory: true)
      .appendingPathComponent(SourceFolders.folder(for: variant), isDirectory: true)
      .appendingPathComponent(SourceFolders.folder(for: feature), isDirectory: true)
    return try measure(folder: folder)
  }

  /// The size of every `.swift` file under `folder`, recursively.
  static func measure(folder: URL) throws -> CodeSize {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return .zero }
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var total = CodeSize.zero
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let metrics = SwiftSourceScanner.measure(try String(contentsOf: url, encoding: .utf8))
      total = total + CodeSize(linesOfCode: metrics.codeLines, files: 1, types: metrics.types)
    }
    return total
  }
}
