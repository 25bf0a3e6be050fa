import Engine
import SceneContract

/// Plays a story on every style of its feature and judges it with the harness's own oracle:
/// the screens after every step must be the same in every style, every step must run in all
/// of them or in none, and nothing may outlive a screen.
@MainActor
public struct StoryJudge {
  public let runner: ScenarioRunner
  /// The styles that implement the feature, in registry order.
  public let variants: [VariantID]

  public init(runner: ScenarioRunner, feature: FeatureID) {
    self.runner = runner
    variants = runner.variants(implementing: feature)
  }

  /// The runs of `story` on every style, reusing `played` for the style that already played it.
  public func runs(of story: Story, played: ScenarioRun? = nil) -> [ScenarioRun] {
    let scenario = story.scenario(named: "story")
    return variants.map { variant in
      if let played, played.variant == variant { return played }
      return runner.run(scenario, variant: variant)
    }
  }

  /// What `story` shows that it must not, or nil when every style agreed and cleaned up.
  public func finding(in story: Story, played: ScenarioRun? = nil) -> Finding? {
    Self.finding(in: runs(of: story, played: played))
  }

  /// What `runs` (one per style, in registry order) show that they must not.
  public static func finding(in runs: [ScenarioRun]) -> Finding? {
    disagreement(in: runs) ?? leak(in: runs)
  }

  private static func disagreement(in runs: [ScenarioRun]) -> Finding? {
    var groups: [(key: TraceKey, runs: [ScenarioRun])] = []
    for run in runs {
      let key = TraceKey(run)
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].runs.append(run)
      } else {
        groups.append((key, [run]))
      }
    }
    let largest = groups.map(\.runs.count).max() ?? 0
    guard groups.count > 1,
      let referenceGroup = groups.first(where: { $0.runs.count == largest })
    else { return nil }
    let odd = runs.map(\.variant).filter { variant in
      !referenceGroup.runs.contains { $0.variant == variant }
    }
    let step = groups.compactMap { $0.key.firstDifference(from: referenceGroup.key) }.min() ?? 0
    var shown: [(lines: [String], variants: [VariantID])] = []
    for group in [referenceGroup] + groups.filter({ $0.key != referenceGroup.key }) {
      let lines = group.key.shown(at: step)
      if let index = shown.firstIndex(where: { $0.lines == lines }) {
        shown[index].variants += group.runs.map(\.variant)
      } else {
        shown.append((lines, group.runs.map(\.variant)))
      }
    }
    return Finding(
      kind: .disagreement(odd: odd), step: step,
      groups: shown.map { ScreenGroup(variants: $0.variants, lines: $0.lines) },
      referenceTrace: referenceGroup.key.screens)
  }

  private static func leak(in runs: [ScenarioRun]) -> Finding? {
    let leaking = runs.filter(\.leaks)
    guard !leaking.isEmpty else { return nil }
    return Finding(
      kind: .leak(variants: leaking.map(\.variant)), step: nil,
      groups: leaking.map { ScreenGroup(variants: [$0.variant], lines: $0.leftAlive) },
      referenceTrace: runs.first.map { TraceKey($0).screens } ?? [])
  }
}

/// What a run showed, step by step, ending with the step error that stopped it, if one did.
private struct TraceKey: Equatable {
  let screens: [[String]]
  let error: String?

  init(_ run: ScenarioRun) {
    screens = run.steps.map(\.snapshot.lines)
    error = run.error?.message
  }

  /// The first trace index where this differs from `other`; nil when they are the same.
  func firstDifference(from other: TraceKey) -> Int? {
    guard self != other else { return nil }
    let shared = min(screens.count, other.screens.count)
    return (0..<shared).first { screens[$0] != other.screens[$0] } ?? shared
  }

  /// What this run showed at trace index `step`: the screen, or the error that stopped it.
  func shown(at step: Int) -> [String] {
    if step < screens.count { return screens[step] }
    return ["step error: \(error ?? "the story ended")"]
  }
}
