import Domain
import Engine
import ScenarioLanguage

/// What a generated story may do on one feature's screen besides touching it: the texts a
/// user types, the durations time advances by (around the feature's own timing constants),
/// what the world does (location, network, disk) and the launch options a story starts with.
///
/// Touches come from the screen itself (``StoryGenerator``); a feature without a profile of
/// its own gets ``generic``: touches, time, restarts and the background.
public struct FuzzProfile: Sendable {
  /// Texts typed into each text field, by identifier; a field not listed gets
  /// ``defaultTexts``.
  public var texts: [String: [String]] = [:]
  public var defaultTexts = ["", "a", "Hello", "  "]
  /// Durations `advance` picks from.
  public var advances: [Duration] = [.milliseconds(1), .milliseconds(100), .seconds(1)]
  /// What the world does, each with its weight.
  public var worldMoves: [WorldMove] = []
  /// Launch options a story starts with, each with its weight.
  public var launches: [(weight: Int, element: LaunchOptions)] = [(1, LaunchOptions())]

  public init() {}

  /// Touches, time, restarts and the background only.
  public static let generic = FuzzProfile()

  /// The texts a user may type into the field `id`.
  func texts(for id: String) -> [String] {
    texts[id] ?? defaultTexts
  }
}

/// One thing the world can do to the phone (a fix arrives, the network fails, the disk is
/// damaged), as the steps that write it; nil when it cannot happen on the screen as it is.
public struct WorldMove: Sendable {
  public let weight: Int
  /// Whether every story keeps the move (answering the permission prompt: without it a story
  /// could never touch the screen), where swarm testing leaves others out of some stories.
  public let isAlwaysOn: Bool
  let make: @Sendable (inout SeededGenerator, MoveContext) -> [StepAction]?

  public init(
    weight: Int, isAlwaysOn: Bool = false,
    _ make: @escaping @Sendable (inout SeededGenerator, MoveContext) -> [StepAction]?
  ) {
    self.weight = weight
    self.isAlwaysOn = isAlwaysOn
    self.make = make
  }
}

/// What a move may read before it is made: the screen as it is, and the story so far.
public struct MoveContext: Sendable {
  public let screen: ScreenAffordances
  public let history: [StepAction]
}
