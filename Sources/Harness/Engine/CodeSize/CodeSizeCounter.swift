import Foundation
import SceneContract

/// Measures the source size of each variant × feature by scanning
/// `Sources/Variants/<Variant>/<Feature>/` for Swift files.
public enum CodeSizeCounter {
  /// The size of `style`'s `feature` folder under the repository at `repositoryRoot`;
  /// ``CodeSize/zero`` when the style has no such folder.
  public static func measure(
    repositoryRoot: URL, style: StyleDeclaration, feature: FeatureDeclaration
  ) throws -> CodeSize {
    try measure(
      folder: SourceLocation.featureFolder(
        repositoryRoot: repositoryRoot, styleFolder: style.folder,
        featureFolder: feature.sourceFolder))
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
      total =
        total
        + CodeSize(
          linesOfCode: metrics.codeLines, files: 1, types: metrics.types,
          escapeHatches: metrics.escapeHatches)
    }
    return total
  }
}
