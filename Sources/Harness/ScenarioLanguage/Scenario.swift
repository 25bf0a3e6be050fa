import Domain
import SceneContract

/// One parsed scenario file: the steps to play against every variant of a feature.
public struct Scenario: Sendable, Equatable {
  /// The file name without its `.scenario` extension (the scenario's stable id).
  public let name: String
  /// The feature whose screen the steps drive (the scenario's folder).
  public let feature: FeatureID
  /// The file's path as it was given, for messages.
  public let path: String
  /// Every step, in file order.
  public let steps: [ScenarioStep]
  /// The file's opening comment paragraph: what the scenario shows.
  public let summary: String
  /// Widgets the scenario names that appear only on screens reached by navigation (a
  /// `declare widgets …` line); they are checked when a step uses them, not before the run.
  public let declaredWidgets: [String]
  /// What the screen is launched with (`launch <key> <value>` lines), at load and on restart.
  public let launchOptions: LaunchOptions

  public init(
    name: String, feature: FeatureID, path: String, steps: [ScenarioStep], summary: String,
    declaredWidgets: [String] = [], launchOptions: LaunchOptions = LaunchOptions()
  ) {
    self.name = name
    self.feature = feature
    self.path = path
    self.steps = steps
    self.summary = summary
    self.declaredWidgets = declaredWidgets
    self.launchOptions = launchOptions
  }
}
