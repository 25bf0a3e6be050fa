import Dispatch
import Domain
import Engine
import ScenarioLanguage
import SceneContract

/// Plays generated stories on every style of one feature and shrinks what they find.
///
/// Story `i` of a run is generated from its own seed (the run's seed, the feature and `i`), on
/// the first style that implements the feature: each step is chosen from that style's screen
/// as it is after the step before. Every other style then plays the finished story, and the
/// ``StoryJudge`` compares them all.
@MainActor
public struct Fuzzer {
  public let runner: ScenarioRunner
  public let feature: FeatureID
  public let profile: FuzzProfile
  public let seed: UInt64
  /// Steps per story.
  public let length: Int
  /// Candidates a shrink may play.
  public var shrinkBudget = 2_000
  /// How many stories showing the same kind of finding about the same styles are shrunk;
  /// later ones only count as repeats (distinct bugs in one style still show in the first few).
  public static let shrinksPerKind = 3

  public init(
    runner: ScenarioRunner, feature: FeatureID, profile: FuzzProfile, seed: UInt64, length: Int
  ) {
    self.runner = runner
    self.feature = feature
    self.profile = profile
    self.seed = seed
    self.length = length
  }

  /// What a long run reports as it goes.
  public struct Hooks {
    /// Called before story `index` is played (a crash then names the story in flight).
    public var storyStarting: (Int) -> Void = { _ in }
    /// Called with each story once generated, before the other styles play it.
    public var storyGenerated: (Int, Story) -> Void = { _, _ in }
    /// Called after every story with the result so far.
    public var storyPlayed: (FeatureFuzzResult) -> Void = { _ in }
    /// Called when a finding was shrunk.
    public var found: (ShrunkFinding) -> Void = { _ in }
    /// Asked between stories and shrink candidates; true ends the run where it is.
    public var shouldStop: () -> Bool = { false }

    public init() {}
  }

  /// Plays stories until `budget` is spent or the hooks stop the run.
  public func run(budget: FuzzBudget, hooks: Hooks = Hooks()) -> FeatureFuzzResult {
    var result = FeatureFuzzResult(feature: feature, seed: seed)
    let judge = StoryJudge(runner: runner, feature: feature)
    let start = DispatchTime.now().uptimeNanoseconds
    var index = 0
    while !isSpent(budget, stories: index, since: start) {
      if hooks.shouldStop() {
        result.interrupted = true
        break
      }
      hooks.storyStarting(index)
      let storyStart = DispatchTime.now().uptimeNanoseconds
      let played = story(at: index)
      hooks.storyGenerated(index, played.story)
      let finding = StoryJudge.finding(in: judge.runs(of: played.story, played: played.run))
      result.playSeconds += seconds(since: storyStart)
      result.stories += 1
      result.steps += played.story.steps.count
      if let error = played.run.error {
        result.stepErrorStories += 1
        result.stepErrors[String(error.message.prefix(72)), default: 0] += 1
      }
      if let finding {
        let shrunkBefore = result.findings.filter { $0.finding.kind == finding.kind }.count
        if shrunkBefore >= Self.shrinksPerKind {
          result.repeatedFindings += 1
        } else {
          let shrunk = shrink(played.story, finding, index: index, judge: judge, hooks: hooks)
          if result.findings.contains(where: {
            $0.finding.kind == shrunk.finding.kind && $0.story == shrunk.story
          }) {
            result.repeatedFindings += 1
          } else {
            result.findings.append(shrunk)
            hooks.found(shrunk)
          }
        }
      }
      hooks.storyPlayed(result)
      index += 1
    }
    return result
  }

  /// Story `index` of this run, generated on the first style that implements the feature,
  /// with that style's run of it.
  public func story(at index: Int) -> (story: Story, run: ScenarioRun) {
    var random = SeededGenerator(
      seed: SeededGenerator.storySeed(run: seed, feature: feature.rawValue, index: index))
    let generator = StoryGenerator(profile: profile, random: &random)
    let launch = random.weighted(profile.launches) ?? LaunchOptions()
    var story = Story(feature: feature, launchOptions: launch)
    guard let guide = runner.variants(implementing: feature).first,
      let player = StoryPlayer(
        feature: feature, variant: guide, runner: runner, launchOptions: launch)
    else { preconditionFailure("a feature under fuzzing has a style") }
    generation: while story.steps.count < length {
      let next = generator.next(on: player.affordances, after: story.actions, using: &random)
      for action in next {
        guard player.perform(story.append(action)) == nil else { break generation }
      }
    }
    return (story, player.finish(as: story.scenario(named: "story")))
  }

  private func shrink(
    _ story: Story, _ finding: Finding, index: Int, judge: StoryJudge, hooks: Hooks
  ) -> ShrunkFinding {
    let start = DispatchTime.now().uptimeNanoseconds
    var shrinker = StoryShrinker(judge: judge, maximumCandidates: shrinkBudget)
    shrinker.shouldStop = hooks.shouldStop
    let shrunk = shrinker.shrink(story, showing: finding)
    return ShrunkFinding(
      storyIndex: index, original: story, story: shrunk.story, finding: shrunk.finding,
      candidates: shrunk.candidates, shrinkSeconds: seconds(since: start))
  }

  private func isSpent(_ budget: FuzzBudget, stories: Int, since start: UInt64) -> Bool {
    switch budget {
    case .stories(let count): return stories >= count
    case .time(let limit): return Duration.seconds(seconds(since: start)) >= limit
    }
  }

  private func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}

extension Fuzzer {
  /// Every widget identifier of the feature's first screen, hidden ones included: the widgets
  /// a written story need not declare.
  public func firstScreenWidgets() -> Set<String> {
    guard let guide = runner.variants(implementing: feature).first,
      let player = StoryPlayer(feature: feature, variant: guide, runner: runner)
    else { return [] }
    let widgets = Set(player.affordances.widgetIDs)
    _ = player.finish(as: Story(feature: feature).scenario(named: "first-screen"))
    return widgets
  }
}
