import SceneContract

/// What a fuzz run found on one feature, with the figures of the run.
public struct FeatureFuzzResult: Sendable {
  public let feature: FeatureID
  public let seed: UInt64
  /// Stories played (each on every style).
  public var stories = 0
  /// Steps generated, over every story.
  public var steps = 0
  /// Stories that ended in a step error on the style that generated them.
  public var stepErrorStories = 0
  /// How many stories ended in each step error, by the error's first words.
  public var stepErrors: [String: Int] = [:]
  /// Wall-clock seconds spent playing stories (shrinking apart).
  public var playSeconds = 0.0
  /// Every distinct finding, shrunk.
  public var findings: [ShrunkFinding] = []
  /// Stories that showed a finding already found: the same kind about the same styles
  /// shrunk to the same story, or found ``Fuzzer/shrinksPerKind`` times already (not shrunk
  /// again).
  public var repeatedFindings = 0
  /// Whether the run was stopped (Ctrl-C) before its budget was spent.
  public var interrupted = false

  public init(feature: FeatureID, seed: UInt64) {
    self.feature = feature
    self.seed = seed
  }

  public var storiesPerSecond: Double { playSeconds > 0 ? Double(stories) / playSeconds : 0 }
  public var meanStoryLength: Double { stories > 0 ? Double(steps) / Double(stories) : 0 }
  /// The share of stories that ended in a step error, from 0 to 1.
  public var stepErrorRate: Double {
    stories > 0 ? Double(stepErrorStories) / Double(stories) : 0
  }
}

/// A finding, the story that showed it and the minimal story it shrank to.
public struct ShrunkFinding: Sendable {
  /// The story's index in the run (its seed is derived from the run's seed and this index).
  public let storyIndex: Int
  public let original: Story
  public let story: Story
  public let finding: Finding
  /// Candidates played while shrinking, and how long that took.
  public let candidates: Int
  public let shrinkSeconds: Double
}
