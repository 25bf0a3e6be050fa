import Domain
import ScenarioLanguage
import SceneContract

/// A generated story: the steps played on a feature's screen, with the launch options the
/// screen starts with. Its steps are scenario lines, so it can be saved and played as a file.
public struct Story: Sendable, Equatable {
  public let feature: FeatureID
  public var launchOptions: LaunchOptions
  public private(set) var steps: [ScenarioStep]

  public init(feature: FeatureID, launchOptions: LaunchOptions = LaunchOptions()) {
    self.feature = feature
    self.launchOptions = launchOptions
    steps = []
  }

  /// The story with `actions` as its steps, each written as a scenario line and read back.
  init(feature: FeatureID, launchOptions: LaunchOptions, actions: [StepAction]) {
    self.init(feature: feature, launchOptions: launchOptions)
    for action in actions { append(action) }
  }

  public var actions: [StepAction] { steps.map(\.action) }

  /// Appends `action` as the scenario line it is written as.
  ///
  /// - Returns: the step as parsed from its line.
  @discardableResult
  mutating func append(_ action: StepAction) -> ScenarioStep {
    let step = Self.step(action, line: steps.count + 1)
    steps.append(step)
    return step
  }

  /// `action` written as a scenario line and parsed again, so that columns and the source
  /// are exactly what a file holding the line gives.
  static func step(_ action: StepAction, line: Int) -> ScenarioStep {
    let source = StepWriter.line(for: action)
    do {
      if let step = try ScenarioParser.parseLine(source, line: line, path: "story") {
        return step
      }
    } catch {
      preconditionFailure("a generated step must read back: \(error)")
    }
    preconditionFailure("a generated step must read back: \(source)")
  }

  /// The story as a scenario named `name`.
  public func scenario(named name: String) -> Scenario {
    Scenario(
      name: name, feature: feature, path: "\(name).scenario", steps: steps, summary: "",
      launchOptions: launchOptions)
  }
}
