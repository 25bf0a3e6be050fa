import Engine
import Foundation
import SceneContract

/// The Swift files of each variant's feature folder (`Sources/Variants/<Variant>/<Feature>/`),
/// for the report's side-by-side source view.
public struct SourceListing: Sendable, Equatable {
  /// One source file.
  public struct File: Sendable, Equatable {
    /// The path relative to the feature folder, e.g. `CounterViewController.swift`.
    public let path: String
    /// The file's contents.
    public let text: String

    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// Files by feature and variant, sorted by path.
  public var files: [FeatureID: [VariantID: [File]]]
  /// The experiments' patches by path relative to the repository, for the pitfall and
  /// change-cost tables.
  public var patches: [String: String]

  public init(files: [FeatureID: [VariantID: [File]]] = [:], patches: [String: String] = [:]) {
    self.files = files
    self.patches = patches
  }

  /// The sources of every variant of every feature in `report`, read from the repository at
  /// `repositoryRoot`; unreadable files are left out.
  public static func load(for report: WorkbenchReport, repositoryRoot: URL) -> SourceListing {
    var listing = SourceListing()
    for feature in report.features {
      for variant in feature.variants {
        guard let style = report.style(variant.variant),
          let declaration = FeatureDeclaration.named(feature.feature)
        else { continue }
        let folder = SourceLocation.featureFolder(
          repositoryRoot: repositoryRoot, styleFolder: style.folder,
          featureFolder: declaration.sourceFolder)
        listing.files[feature.feature, default: [:]][variant.variant] = swiftFiles(in: folder)
      }
      for path in feature.experiments?.patchPaths ?? [] {
        listing.patches[path] = try? String(
          contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
      }
    }
    return listing
  }

  /// Every `.swift` file under `folder`, with its path relative to `folder`.
  static func swiftFiles(in folder: URL) -> [File] {
    let base = folder.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [File] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift"),
        let text = try? String(
          contentsOf: URL(fileURLWithPath: base).appendingPathComponent(relative),
          encoding: .utf8)
      else { continue }
      files.append(File(path: relative, text: text))
    }
    return files.sorted { $0.path < $1.path }
  }
}
