import Foundation
import SceneContract

/// An experiment's patches, read and checked: each style's patch stays in its style's folder,
/// the shared patch outside every style's.
public struct ExperimentPatches: Sendable {
  public let experiment: Experiment
  public let shared: UnifiedPatch?
  /// Each style's patch, in the experiment's order.
  public let styles: [(style: VariantID, patch: UnifiedPatch)]

  /// Reads the patches of `experiment` under `root`; `folders` maps a style to its folder
  /// under `Sources/Variants/`.
  init(experiment: Experiment, root: URL, folders: [VariantID: String]) throws(PatchError) {
    self.experiment = experiment
    shared = try experiment.sharedPatch.map { path throws(PatchError) in
      let patch = try Self.read(path, root: root)
      for file in patch.files where file.path.hasPrefix(Self.variantsFolder) {
        throw Self.outOfScope(
          file, in: patch, "the shared patch changes what every style shares, outside "
            + Self.variantsFolder)
      }
      return patch
    }
    var styles: [(VariantID, UnifiedPatch)] = []
    for stylePatch in experiment.stylePatches {
      let patch = try Self.read(stylePatch.path, root: root)
      let folder = "\(Self.variantsFolder)\(folders[stylePatch.style] ?? stylePatch.style.rawValue)/"
      for file in patch.files where !file.path.hasPrefix(folder) {
        throw Self.outOfScope(file, in: patch, "a style's patch stays inside \(folder)")
      }
      styles.append((stylePatch.style, patch))
    }
    self.styles = styles
  }

  /// Every patch, shared first, laid over the sources of `root`.
  public func overlay(root: URL) throws(PatchError) -> SourceOverlay {
    var overlay = SourceOverlay(root: root)
    if let shared { try overlay.apply(shared) }
    for (_, patch) in styles { try overlay.apply(patch) }
    return overlay
  }

  static let variantsFolder = "Sources/Variants/"

  static func read(_ path: String, root: URL) throws(PatchError) -> UnifiedPatch {
    guard let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) else {
      throw PatchError(source: path, line: 1, message: "cannot read the patch")
    }
    return try UnifiedPatchParser.parse(text, source: path)
  }

  private static func outOfScope(_ file: FilePatch, in patch: UnifiedPatch, _ rule: String)
    -> PatchError
  {
    PatchError(
      source: patch.source, line: file.hunks.first?.headerLine ?? 1,
      message: "\(file.path): \(rule)")
  }
}
