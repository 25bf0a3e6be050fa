import Foundation

/// A fuzz run's figures as JSON: what `workbench fuzz` writes to its `fuzz.json`, and with
/// `--record` to `Reports/fuzzing.json`, which the reports' fuzzing section reads.
public struct FuzzRecord: Codable, Sendable, Equatable {
  /// The committed record the reports read, relative to the repository.
  public static let path = "Reports/fuzzing.json"

  public var seed: UInt64
  /// The command that made the record.
  public var command: String
  /// Steps per story.
  public var length: Int
  public var features: [Feature]

  public struct Feature: Codable, Sendable, Equatable {
    public var feature: String
    public var styles: Int
    public var stories: Int
    public var steps: Int
    public var meanStoryLength: Double
    public var stepErrorStories: Int
    public var playSeconds: Double
    public var storiesPerSecond: Double
    public var interrupted: Bool
    public var findings: [FoundStory]
    /// Stories that showed a finding already found (not written again).
    public var repeatedFindings: Int
  }

  public struct FoundStory: Codable, Sendable, Equatable {
    public var story: Int
    /// `disagreement` or `leak`.
    public var kind: String
    public var styles: [String]
    public var originalSteps: Int
    public var shrunkSteps: Int
    public var candidates: Int
    public var shrinkSeconds: Double
    /// The written `.scenario` file's name.
    public var file: String
  }

  public init(seed: UInt64, command: String, length: Int, features: [Feature]) {
    self.seed = seed
    self.command = command
    self.length = length
    self.features = features
  }

  /// Reads the record at `url`; nil when there is none.
  ///
  /// - Throws: when the file exists but is not a record.
  public static func load(_ url: URL) throws -> FuzzRecord? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONDecoder().decode(FuzzRecord.self, from: Data(contentsOf: url))
  }

  /// The record as pretty, key-sorted JSON.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

extension FuzzRecord.Feature {
  /// The figures of `result`, its findings written to the files `fileName` names.
  public init(_ result: FeatureFuzzResult, styles: Int, fileName: (ShrunkFinding) -> String) {
    feature = result.feature.rawValue
    self.styles = styles
    stories = result.stories
    steps = result.steps
    meanStoryLength = (result.meanStoryLength * 10).rounded() / 10
    stepErrorStories = result.stepErrorStories
    playSeconds = (result.playSeconds * 100).rounded() / 100
    storiesPerSecond = (result.storiesPerSecond * 10).rounded() / 10
    interrupted = result.interrupted
    repeatedFindings = result.repeatedFindings
    findings = result.findings.map { found in
      let kind: String
      switch found.finding.kind {
      case .disagreement: kind = "disagreement"
      case .leak: kind = "leak"
      }
      return FuzzRecord.FoundStory(
        story: found.storyIndex, kind: kind, styles: found.finding.styles.map(\.rawValue),
        originalSteps: found.original.steps.count, shrunkSteps: found.story.steps.count,
        candidates: found.candidates, shrinkSeconds: (found.shrinkSeconds * 100).rounded() / 100,
        file: fileName(found))
    }
  }

  /// The share of stories that ended in a step error, from 0 to 1.
  public var stepErrorRate: Double {
    stories > 0 ? Double(stepErrorStories) / Double(stories) : 0
  }
}
