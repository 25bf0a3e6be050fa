import Reports

/// What `workbench --version` prints.
enum WorkbenchVersion {
  /// The tool's version; raised with every change to its command line or reports.
  static let number = "1.1.0"

  /// `workbench 1.1.0 (release build, report schema 1)`.
  static var line: String {
    "workbench \(number) (\(BuildConfiguration.current) build, report schema "
      + "\(WorkbenchReport.currentSchemaVersion))"
  }
}
