import Foundation

/// Writes a run's reports to `Reports/latest/` in the repository (git-ignored).
public enum ReportWriter {
  /// Where the reports were written.
  public struct Written: Sendable, Equatable {
    public let markdown: URL
    public let json: URL
    public let html: URL
  }

  /// Writes `report.md`, `report.json` and `report.html` under
  /// `<repositoryRoot>/Reports/latest/`, replacing the previous run's. The HTML shows the
  /// variants' sources as they are in `repositoryRoot` now.
  public static func write(_ report: WorkbenchReport, repositoryRoot: URL) throws -> Written {
    let folder = repositoryRoot.appendingPathComponent("Reports/latest", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let markdown = folder.appendingPathComponent("report.md")
    let json = folder.appendingPathComponent("report.json")
    let html = folder.appendingPathComponent("report.html")
    try Data(MarkdownReport.render(report).utf8).write(to: markdown, options: .atomic)
    try ReportCoding.encode(report).write(to: json, options: .atomic)
    let sources = SourceListing.load(for: report, repositoryRoot: repositoryRoot)
    try Data(HTMLReport.render(report, sources: sources).utf8).write(to: html, options: .atomic)
    return Written(markdown: markdown, json: json, html: html)
  }
}
