import Experiments
import SceneContract

/// A feature's experiments as the reports show them: the pitfall gallery (each mistake, each
/// style it breaks, what caught it) and the change-cost table (each change, what each style's
/// patch touches, whether the changed style passed).
public struct FeatureExperiments: Sendable, Equatable, Codable {
  public var pitfalls: [PitfallEntry]
  public var changes: [ChangeEntry]
  /// What the feature's experiment folders lack, one line per folder (a change without some
  /// styles' patches, a folder that breaks the format) or for the feature (no change at
  /// all); nil when nothing is missing.
  public var gaps: [String]?

  public init(pitfalls: [PitfallEntry], changes: [ChangeEntry], gaps: [String]? = nil) {
    self.pitfalls = pitfalls
    self.changes = changes
    self.gaps = gaps
  }

  public var isEmpty: Bool { pitfalls.isEmpty && changes.isEmpty && (gaps ?? []).isEmpty }

  /// The styles of the change-cost table's columns: every style some change patches, in
  /// the order of `styles`.
  public func changeStyles(in styles: [VariantID]) -> [VariantID] {
    let patched = Set(changes.flatMap { $0.styles.map(\.cost.style) })
    let ordered = styles.filter { patched.contains($0) }
    return ordered + patched.filter { !ordered.contains($0) }.sorted { $0.rawValue < $1.rawValue }
  }
}

/// One pitfall: the mistake, and per style it breaks what the harness said the last time it ran.
public struct PitfallEntry: Sendable, Equatable, Codable {
  public var name: String
  public var title: String
  public var summary: String
  /// The experiment's folder, relative to the package root.
  public var folder: String
  public var expected: PitfallExpectation
  public var styles: [PitfallStyleEntry]
  /// When it last ran (ISO 8601); nil when it never did.
  public var ranAt: String?

  public init(
    name: String, title: String, summary: String, folder: String, expected: PitfallExpectation,
    styles: [PitfallStyleEntry], ranAt: String?
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.folder = folder
    self.expected = expected
    self.styles = styles
    self.ranAt = ranAt
  }
}

/// One style a pitfall breaks.
public struct PitfallStyleEntry: Sendable, Equatable, Codable {
  public var style: VariantID
  /// The style's patch, relative to the package root.
  public var patch: String
  /// The last run's verdict; nil when it never ran.
  public var verdict: ExperimentVerdict?
  /// What caught it, first finding of each check (without diffs, which the terminal shows).
  public var evidence: [Evidence]
  /// The style's role tests for the feature on the patched copy; nil when they never ran.
  public var roleTests: RoleTestsOutcome?

  public init(
    style: VariantID, patch: String, verdict: ExperimentVerdict?, evidence: [Evidence],
    roleTests: RoleTestsOutcome? = nil
  ) {
    self.style = style
    self.patch = patch
    self.verdict = verdict
    self.evidence = evidence
    self.roleTests = roleTests
  }
}

/// One change: what the shared part and each style's patch cost, and whether it passed.
public struct ChangeEntry: Sendable, Equatable, Codable {
  public var name: String
  public var title: String
  public var summary: String
  public var folder: String
  /// The part every style shares (the screen, the domain), when there is one.
  public var shared: SharedChange?
  /// One entry per style, in registry order.
  public var styles: [ChangeStyleEntry]
  /// The change's scenarios, relative to the package root.
  public var scenarios: [String]
  public var ranAt: String?

  public init(
    name: String, title: String, summary: String, folder: String, shared: SharedChange?,
    styles: [ChangeStyleEntry], scenarios: [String], ranAt: String?
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.folder = folder
    self.shared = shared
    self.styles = styles
    self.scenarios = scenarios
    self.ranAt = ranAt
  }
}

/// The shared patch of a change.
public struct SharedChange: Sendable, Equatable, Codable {
  public var patch: String
  public var files: Int
  public var linesAdded: Int
  public var linesRemoved: Int

  public init(patch: String, files: Int, linesAdded: Int, linesRemoved: Int) {
    self.patch = patch
    self.files = files
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
  }
}

/// One style's patch of a change.
public struct ChangeStyleEntry: Sendable, Equatable, Codable {
  public var cost: ChangeCost
  /// The last run's verdict (`passed` when every scenario passed); nil when it never ran.
  public var verdict: ExperimentVerdict?
  /// The first finding when it did not pass.
  public var evidence: Evidence?

  public init(cost: ChangeCost, verdict: ExperimentVerdict?, evidence: Evidence?) {
    self.cost = cost
    self.verdict = verdict
    self.evidence = evidence
  }
}

extension FeatureExperiments {
  /// Every patch the tables link to, shared patches included.
  public var patchPaths: [String] {
    pitfalls.flatMap { $0.styles.map(\.patch) }
      + changes.flatMap { change in
        (change.shared.map { [$0.patch] } ?? []) + change.styles.map(\.cost.patch)
      }
  }
}
