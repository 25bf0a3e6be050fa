import Foundation

/// Writes a run's reports to `Reports/latest/` in the repository (git-ignored).
public enum ReportWriter {
  /// Where the reports were written.
  public struct Written: Sendable, Equatable {
    public let markdown: URL
    public let json: URL
  }

  /// Writes `report.md` and `report.json` under `<repositoryRoot>/Reports/latest/`,
  /// replacing the previous run's.
  public static func write(_ report: WorkbenchReport, repositoryRoot: URL) throws -> Written {
    let folder = repositoryRoot.appendingPathComponent("Reports/latest", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let markdown = folder.appendingPathComponent("report.md")
    let json = folder.appendingPathComponent("report.json")
    try Data(MarkdownReport.render(report).utf8).write(to: markdown, options: .atomic)
    try ReportCoding.encode(report).write(to: json, options: .atomic)
    return Written(markdown: markdown, json: json)
  }
}
