import Engine
import Foundation
import SceneContract

/// One feature of two styles compared role by role: for each role the files each style
/// declares, and the diff of their sources — what `workbench compare` prints.
public struct RoleComparison: Sendable {
  /// How each role's diff is laid out.
  public enum Layout: Sendable, Equatable {
    /// `--- left` / `+++ right` hunks with three lines of context.
    case unified
    /// Two columns of the given width, every line shown.
    case sideBySide(width: Int)
  }

  /// One role's files on each side and their diff.
  public struct Entry: Sendable, Equatable {
    public let role: String
    public let leftFiles: [String]
    public let rightFiles: [String]
    public let diff: String
  }

  public let feature: FeatureID
  public let left: VariantID
  public let right: VariantID
  public let entries: [Entry]

  /// Reads both styles' files of `feature` from the repository at `repositoryRoot`.
  ///
  /// - Throws: a file error when a declared file cannot be read.
  public init(
    feature: FeatureDeclaration, left: StyleDeclaration, right: StyleDeclaration,
    repositoryRoot: URL, layout: Layout, role filter: String? = nil
  ) throws {
    self.feature = feature.id
    self.left = left.id
    self.right = right.id
    let summaries = [left, right].map(StyleSummary.init)
    var files: [VariantID: [StyleSummary.RoleEntry]] = [:]
    for summary in summaries { files[summary.id] = summary.roles[feature.id.rawValue] ?? [] }
    let pairing = RolePairing(files: files)
    var entries: [Entry] = []
    for role in pairing.roles where filter == nil || filter == role {
      let leftFiles = pairing.paths(of: left.id, playing: role)
      let rightFiles = pairing.paths(of: right.id, playing: role)
      let leftText = try Self.lines(leftFiles, of: left, feature: feature, root: repositoryRoot)
      let rightText = try Self.lines(rightFiles, of: right, feature: feature, root: repositoryRoot)
      let diff: String
      switch layout {
      case .unified:
        diff = UnifiedDiff.make(
          old: leftText, new: rightText, oldName: "\(left.id) \(role)",
          newName: "\(right.id) \(role)")
      case .sideBySide(let width):
        diff = SideBySideDiff.make(old: leftText, new: rightText, width: width)
      }
      entries.append(Entry(role: role, leftFiles: leftFiles, rightFiles: rightFiles, diff: diff))
    }
    self.entries = entries
  }

  /// The comparison as text: a header per role naming both sides' files, then its diff.
  public func render() -> String {
    var blocks: [String] = []
    for entry in entries {
      let header =
        "== \(entry.role): \(left) \(Self.names(entry.leftFiles)) ⟷ "
        + "\(right) \(Self.names(entry.rightFiles))"
      blocks.append(header + "\n" + (entry.diff.isEmpty ? "(identical)" : entry.diff))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private static func names(_ files: [String]) -> String {
    files.isEmpty ? "(none)" : files.joined(separator: ", ")
  }

  /// The files' lines, each file opened by a line naming it.
  private static func lines(
    _ files: [String], of style: StyleDeclaration, feature: FeatureDeclaration, root: URL
  ) throws -> [String] {
    let folder = SourceLocation.featureFolder(
      repositoryRoot: root, styleFolder: style.folder, featureFolder: feature.sourceFolder)
    var lines: [String] = []
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      var fileLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if fileLines.last == "" { fileLines.removeLast() }
      lines.append("// ── \(file)")
      lines += fileLines
    }
    return lines
  }
}
