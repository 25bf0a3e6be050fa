import Foundation

/// The run summary `--format json` prints on standard output: the verdict, where the reports
/// are and what failed, for a CI job to read without parsing the table (schema in
/// `Reports/README.md`, *Run summary*).
public struct RunSummary: Sendable, Equatable, Codable {
  /// One feature × variant, as the terminal table shows it.
  public struct Row: Sendable, Equatable, Codable {
    public var feature: String
    public var variant: String
    public var scenariosPassed: Int
    public var scenariosTotal: Int
    public var leaks: Bool
    /// Absent when nothing was timed or the variant failed a scenario (it is not ranked then).
    public var summaryRatio: Double?
    public var medianNsPerScenario: Double?
  }

  /// One failing, erring or leaking scenario run.
  public struct Failure: Sendable, Equatable, Codable {
    public var feature: String
    public var variant: String
    public var scenario: String
    /// `fail`, `error` or `leak`.
    public var kind: String
    /// The scenario file and line of the first divergent or failing step (`path:line`).
    public var location: String?
    public var message: String
  }

  /// Same as report.json's: the summary's fields keep their meaning within a version.
  public var schemaVersion: Int
  public var command: String
  public var buildConfiguration: String
  /// Whether timing ran (false for `run --quick`).
  public var timed: Bool
  /// Every scenario run passed and nothing leaked.
  public var passed: Bool
  /// The process exit code the run ends with.
  public var exitCode: Int
  public var scenarioRuns: Int
  public var scenarioRunsPassed: Int
  public var leaked: Int
  /// The folder and files written, as given to the terminal.
  public var reports: [String: String]
  public var rows: [Row]
  public var failures: [Failure]

  public init(
    _ report: WorkbenchReport, timed: Bool, exitCode: Int, reports: [String: String]
  ) {
    schemaVersion = report.schemaVersion
    command = report.run.command
    buildConfiguration = report.run.buildConfiguration
    self.timed = timed
    passed = report.allPassed
    self.exitCode = exitCode
    let results = report.features.flatMap(\.variants).flatMap(\.scenarios)
    scenarioRuns = results.count
    scenarioRunsPassed = results.filter { $0.behavior == .pass }.count
    leaked = results.filter(\.leaks.leaked).count
    self.reports = reports
    rows = []
    failures = []
    for feature in report.features {
      for variant in feature.variants {
        rows.append(
          Row(
            feature: feature.feature.rawValue, variant: variant.variant.rawValue,
            scenariosPassed: variant.scenariosPassed, scenariosTotal: variant.scenariosTotal,
            leaks: variant.leaks, summaryRatio: variant.summaryRatio,
            medianNsPerScenario: variant.medianNsPerScenario))
        for result in variant.scenarios {
          failures += Self.failures(result, feature: feature, variant: variant)
        }
      }
    }
  }

  static func failures(_ result: ScenarioResult, feature: FeatureReport, variant: VariantReport)
    -> [Failure]
  {
    let path = FailureSummary.scenarioPath(feature, result.scenario)
    func failure(_ kind: String, _ line: Int?, _ message: String) -> Failure {
      Failure(
        feature: feature.feature.rawValue, variant: variant.variant.rawValue,
        scenario: result.scenario, kind: kind, location: line.map { "\(path):\($0)" },
        message: message)
    }
    var found: [Failure] = []
    switch result.behavior {
    case .pass: break
    case .fail:
      let divergence = result.firstDivergence
      found.append(
        failure(
          "fail", divergence?.line,
          divergence.map { "step \($0.step) diverged: \($0.source)" } ?? "failed"))
    case .error:
      found.append(
        failure("error", result.error?.line, result.error?.message ?? "a step could not run"))
    }
    if result.leaks.leaked {
      found.append(failure("leak", nil, BaselineCheck.leakText(result.leaks)))
    }
    return found
  }

  /// The summary as one JSON document with sorted keys, ending in a line feed.
  public func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
  }
}
