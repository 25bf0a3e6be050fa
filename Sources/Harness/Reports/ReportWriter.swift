import Foundation

/// Writes a run's reports: a full run to `Reports/latest/` in the repository (git-ignored), a
/// filtered or quick run beside it (``ReportFolder``), or to a folder of the caller's choice.
public enum ReportWriter {
  /// Where the reports were written.
  public struct Written: Sendable, Equatable {
    public let markdown: URL
    public let json: URL
    public let html: URL

    /// The folder holding the three files.
    public var folder: URL { html.deletingLastPathComponent() }
  }

  /// Writes `report.md`, `report.json` and `report.html` under
  /// `<repositoryRoot>/Reports/latest/`, replacing the previous run's. The HTML shows the
  /// variants' sources as they are in `repositoryRoot` now.
  public static func write(_ report: WorkbenchReport, repositoryRoot: URL) throws -> Written {
    try write(
      report, repositoryRoot: repositoryRoot,
      to: repositoryRoot.appendingPathComponent("Reports/latest", isDirectory: true))
  }

  /// Writes the three reports into `folder` (created when missing), replacing what is there.
  public static func write(_ report: WorkbenchReport, repositoryRoot: URL, to folder: URL)
    throws -> Written
  {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let markdown = folder.appendingPathComponent("report.md")
    let json = folder.appendingPathComponent("report.json")
    let html = folder.appendingPathComponent("report.html")
    let repositoryPath = relativePath(from: folder, to: repositoryRoot)
    try Data(MarkdownReport.render(report, repositoryPath: repositoryPath).utf8)
      .write(to: markdown, options: .atomic)
    try ReportCoding.encode(report).write(to: json, options: .atomic)
    let sources = SourceListing.load(for: report, repositoryRoot: repositoryRoot)
    try Data(HTMLReport.render(report, sources: sources).utf8).write(to: html, options: .atomic)
    return Written(markdown: markdown, json: json, html: html)
  }

  /// `../..` from `Reports/latest/` to the repository; the repository's absolute path when
  /// `folder` is outside it.
  static func relativePath(from folder: URL, to root: URL) -> String {
    let folderParts = folder.standardizedFileURL.pathComponents
    let rootParts = root.standardizedFileURL.pathComponents
    guard folderParts.starts(with: rootParts) else { return root.standardizedFileURL.path }
    let depth = folderParts.count - rootParts.count
    return depth == 0 ? "." : Array(repeating: "..", count: depth).joined(separator: "/")
  }
}
