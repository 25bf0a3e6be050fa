import Foundation

/// Reads and writes `report.json`: sorted keys and pretty printing, so two runs differ only
/// where their results do.
public enum ReportCoding {
  /// A report whose schema version this build cannot read.
  public struct UnsupportedSchema: Error, CustomStringConvertible {
    public let found: Int
    public var description: String {
      "report schema version \(found) is not supported (this build reads version "
        + "\(WorkbenchReport.currentSchemaVersion))"
    }
  }

  /// The report as stable, human-diffable JSON.
  public static func encode(_ report: WorkbenchReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(report)
  }

  /// A report read back from JSON written by ``encode(_:)``.
  ///
  /// - Throws: ``UnsupportedSchema`` when the schema version differs from this build's, or a
  ///   `DecodingError` when the JSON does not match the schema.
  public static func decode(_ data: Data) throws -> WorkbenchReport {
    struct Version: Decodable { let schemaVersion: Int }
    let version = try JSONDecoder().decode(Version.self, from: data).schemaVersion
    guard version == WorkbenchReport.currentSchemaVersion else {
      throw UnsupportedSchema(found: version)
    }
    return try JSONDecoder().decode(WorkbenchReport.self, from: data)
  }
}
