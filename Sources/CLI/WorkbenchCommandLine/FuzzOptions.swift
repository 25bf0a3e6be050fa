import Fuzzing
import SceneContract

/// Options of `fuzz`.
public struct FuzzOptions: Sendable, Equatable {
  public var root: String?
  /// The features to fuzz, in the order given; empty means every feature.
  public var features: [FeatureID] = []
  /// The run's seed; nil picks one at random (and prints it).
  public var seed: UInt64?
  public var budget: FuzzBudget = .stories(FuzzOptions.defaultStories)
  /// Steps per story.
  public var length = FuzzOptions.defaultLength
  /// Where found stories and the fuzz report go (default `Reports/latest-fuzz/`).
  public var out: String?
  /// `--record`: also write the run's figures to `Reports/fuzzing.json` for the reports.
  public var record = false
  /// `--show`: print every story as it is generated, as scenario lines.
  public var show = false

  public static let defaultStories = 200
  public static let defaultLength = 40

  public init(root: String? = nil) {
    self.root = root
  }
}
