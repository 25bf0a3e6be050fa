import ScenarioLanguage
import UIKitLite

/// What one executed scenario step left behind: the screen a user sees after it, and its cost.
public struct StepRecord: Sendable, Equatable {
  /// Position of the step in the scenario, from 0.
  public let index: Int
  /// 1-based line of the step in its scenario file.
  public let line: Int
  /// The step as written in the file (trimmed).
  public let source: String
  /// Whether the step is a user or environment input (tap, type, fix, response …) rather than
  /// an expectation or a harness action; render counts are reported per input.
  public let isInput: Bool
  /// How many inputs the step stands for (`tap <id> x1000` is 1,000; see
  /// ``ScenarioStep/inputCount``).
  public let inputCount: Int
  /// The screen after the step (plus stored data the scenario inspects, as extra lines).
  public let snapshot: ScreenSnapshot
  /// Wall-clock nanoseconds the step took to execute (excluding snapshotting).
  public let durationNs: UInt64
  /// Widget renders caused by the step, summed over every widget on screen.
  public let renders: Int
  /// Hops between the main thread and work off it during the step (see
  /// `MainLoop.threadHops`).
  public let threadHops: Int
  /// Heap allocations the step made on the main loop's thread (nil where not counted).
  public let allocations: AllocationTally?

  public init(
    index: Int, line: Int, source: String, isInput: Bool, inputCount: Int? = nil,
    snapshot: ScreenSnapshot, durationNs: UInt64, renders: Int, threadHops: Int = 0,
    allocations: AllocationTally? = nil
  ) {
    self.index = index
    self.line = line
    self.source = source
    self.isInput = isInput
    self.inputCount = inputCount ?? (isInput ? 1 : 0)
    self.snapshot = snapshot
    self.durationNs = durationNs
    self.renders = renders
    self.threadHops = threadHops
    self.allocations = allocations
  }
}
