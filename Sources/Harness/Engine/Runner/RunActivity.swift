import Foundation
import SceneContract

/// What the runner is playing right now — scenario, style, step — for a heartbeat read from
/// another thread while the main actor is busy with a long step.
public final class RunActivity: @unchecked Sendable {
  /// One step being played.
  public struct Step: Sendable, Equatable {
    public let feature: FeatureID
    public let scenario: String
    public let variant: VariantID
    /// The step's index (1 is the first line after the load) and its line in the file.
    public let step: Int
    public let line: Int

    public init(feature: FeatureID, scenario: String, variant: VariantID, step: Int, line: Int) {
      self.feature = feature
      self.scenario = scenario
      self.variant = variant
      self.step = step
      self.line = line
    }
  }

  /// The activity every ``ScenarioRunner`` reports to.
  public static let current = RunActivity()

  public init() {}

  // Safe: `step` and `changes` are read and written only while `lock` is held.
  private let lock = NSLock()
  private var step: Step?
  private var changes = 0

  /// The step being played, if any, and how many steps have started so far (a heartbeat
  /// that sees the same count twice knows nothing moved in between).
  public var snapshot: (step: Step?, changes: Int) {
    lock.withLock { (step, changes) }
  }

  /// Called by the runner as each step starts; nil when the run is over.
  public func note(_ step: Step?) {
    lock.withLock {
      self.step = step
      changes &+= 1
    }
  }
}
