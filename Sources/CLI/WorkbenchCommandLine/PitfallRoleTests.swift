import Experiments
import Foundation
import Mutation
import SceneContract

/// A pitfall's second check: the patched styles' own role tests for the feature (the tests
/// `workbench mutate` runs for the same style and feature), built in debug with the tests in
/// the experiment's copy and run there, so the gallery says which unit test catches each
/// mistake beside which scenario does.
@MainActor
struct PitfallRoleTests {
  let workspace: ExperimentWorkspace
  let progress: ProgressLine
  /// Seconds one style's tests may take before they are killed.
  static let limit = 600

  /// The outcome per patched style of `experiment`.
  func run(_ experiment: Experiment) throws -> [VariantID: RoleTestsOutcome] {
    let build = try ChildProcess.run(workspace.buildWithTestsArguments) { line in
      if line.hasPrefix("["), line.contains("Compiling") || line.contains("Linking") {
        progress.update("  building the role tests (debug): " + String(line.prefix(100)))
      }
    }
    progress.clear()
    guard build.status == 0 else {
      let error = build.output.split(separator: "\n").first { $0.contains("error:") }
      let problem =
        "the role tests do not build against the patch"
        + (error.map { ": " + String($0.prefix(300)) } ?? "")
      return Dictionary(
        uniqueKeysWithValues: experiment.styles.map {
          ($0, RoleTestsOutcome(ran: 0, failed: [], problem: problem))
        })
    }
    let feature = FeatureDeclaration.all.first { $0.id == experiment.feature }
    var outcomes: [VariantID: RoleTestsOutcome] = [:]
    for style in experiment.styles {
      let folder = Catalog.styles.first { $0.id == style }?.folder
      guard
        let pattern = RoleTestFilter.pattern(
          for: MutationCell(style: style.rawValue, feature: experiment.feature),
          styleFolder: folder, featureFolder: feature?.sourceFolder ?? "",
          root: workspace.package)
      else { continue }
      progress.update("  running \(style.rawValue)'s role tests for \(experiment.feature.rawValue)")
      outcomes[style] = try run(pattern, style: style)
      progress.clear()
    }
    return outcomes
  }

  /// The tests `pattern` selects, read from the run's JUnit XML.
  private func run(_ pattern: String, style: VariantID) throws -> RoleTestsOutcome {
    let reports = workspace.package.appending(path: ".role-tests", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    let xunit = reports.appending(path: "\(style.rawValue).xml")
    let test = try ChildProcess.run(
      ["timeout", "-s", "KILL", String(Self.limit)] + workspace.testArguments(filter: pattern)
        + ["--xunit-output", xunit.path]
    ) { _ in }
    // swift-testing writes its results beside the XCTest file, with this suffix.
    let written = reports.appending(path: "\(style.rawValue)-swift-testing.xml")
    if test.status != 137, let data = try? Data(contentsOf: written),
      let outcome = RoleTestsOutcome.parse(xunit: data)
    {
      return outcome
    }
    let last = test.output.split(separator: "\n").last {
      $0.contains("error") || $0.contains("Fatal") || $0.contains("✘")
    }
    let reason =
      test.status == 137
      ? "still running after \(Self.limit) s (killed)"
      : "the test process ended without a report (exit \(test.status))"
        + (last.map { ": " + String($0.prefix(300)) } ?? "")
    return RoleTestsOutcome(ran: 0, failed: [], problem: reason)
  }
}
