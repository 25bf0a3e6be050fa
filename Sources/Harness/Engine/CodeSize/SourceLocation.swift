import Foundation

/// Where a style's feature lives in the repository: `Sources/Variants/<Style>/<Feature>/`.
public enum SourceLocation {
  /// The variants' parent folder, relative to the repository root.
  public static let variantsFolder = "Sources/Variants"

  /// The folder of one style's feature under the repository at `repositoryRoot`.
  public static func featureFolder(
    repositoryRoot: URL, styleFolder: String, featureFolder: String
  ) -> URL {
    repositoryRoot
      .appendingPathComponent(variantsFolder, isDirectory: true)
      .appendingPathComponent(styleFolder, isDirectory: true)
      .appendingPathComponent(featureFolder, isDirectory: true)
  }
}
