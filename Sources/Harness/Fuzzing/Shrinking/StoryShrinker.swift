import Domain
import Engine
import ScenarioLanguage

/// Shrinks a story that shows a finding to a minimal one that still shows the same finding
/// (the same kind, about the same styles), the way stateful property testing shrinks: cut
/// what comes after the first difference, delete chunks of steps (largest first), then single
/// steps, then simplify what is left (shorter durations, fewer repeats, shorter texts, the
/// first row or marker, fewer fixes), re-running every style for every candidate.
@MainActor
struct StoryShrinker {
  let judge: StoryJudge
  /// At most this many candidates are played.
  var maximumCandidates = 2_000
  /// Asked between candidates; true stops the shrink where it is.
  var shouldStop: () -> Bool = { false }

  /// The shrunk story, its finding and how many candidates were played.
  struct Result {
    var story: Story
    var finding: Finding
    var candidates = 0
  }

  func shrink(_ story: Story, showing finding: Finding) -> Result {
    var result = Result(story: Self.cut(story, after: finding), finding: finding)
    if !story.launchOptions.values.isEmpty {
      let unlaunched = Story(
        feature: story.feature, launchOptions: LaunchOptions(), actions: result.story.actions)
      _ = attempt(unlaunched, &result)
    }
    var improved = true
    while improved, !isOver(result) {
      improved = deleteChunks(&result)
      improved = simplifyValues(&result) || improved
    }
    return result
  }

  // MARK: - Passes

  /// Deletes chunks of steps, halving the chunk size down to one step, from the story's end.
  private func deleteChunks(_ result: inout Result) -> Bool {
    var improved = false
    var size = max(result.story.steps.count / 2, 1)
    while size >= 1, !isOver(result) {
      var start = result.story.steps.count - size
      while start >= 0, !isOver(result) {
        var actions = result.story.actions
        actions.removeSubrange(start..<min(start + size, actions.count))
        if attempt(actions, &result) {
          improved = true
          start = min(start, result.story.steps.count - size)
        } else {
          start -= 1
        }
      }
      size /= 2
    }
    return improved
  }

  /// Replaces each step by its simpler forms, simplest first, keeping the first that still
  /// shows the finding.
  private func simplifyValues(_ result: inout Result) -> Bool {
    var improved = false
    var index = 0
    while index < result.story.steps.count, !isOver(result) {
      let simpler = StepSimplifier.simpler(
        result.story.actions[index], markers: markers(before: index, in: result))
      for candidate in simpler {
        var actions = result.story.actions
        actions[index] = candidate
        if attempt(actions, &result) {
          improved = true
          break
        }
      }
      index += 1
    }
    return improved
  }

  // MARK: - Candidates

  /// Plays `actions` as a story; keeps it when it shows the same finding.
  private func attempt(_ actions: [StepAction], _ result: inout Result) -> Bool {
    attempt(
      Story(
        feature: result.story.feature, launchOptions: result.story.launchOptions,
        actions: actions), &result)
  }

  /// Plays `candidate` on every style; keeps it when it shows the same finding.
  private func attempt(_ candidate: Story, _ result: inout Result) -> Bool {
    result.candidates += 1
    guard let finding = judge.finding(in: candidate), finding.kind == result.finding.kind else {
      return false
    }
    result.story = Self.cut(candidate, after: finding)
    result.finding = finding
    return true
  }

  private func isOver(_ result: Result) -> Bool {
    result.candidates >= maximumCandidates || shouldStop()
  }

  /// The story up to the step where the styles first differ: what follows cannot matter.
  private static func cut(_ story: Story, after finding: Finding) -> Story {
    guard case .disagreement = finding.kind, let step = finding.step,
      step < story.steps.count
    else { return story }
    return Story(
      feature: story.feature, launchOptions: story.launchOptions,
      actions: Array(story.actions.prefix(step)))
  }

  /// The map markers the reference screen showed before step `index`, in screen order.
  private func markers(before index: Int, in result: Result) -> [String] {
    guard let reference = judge.variants.first else { return [] }
    let scenario = result.story.scenario(named: "story")
    let run = judge.runner.run(
      Scenario(
        name: scenario.name, feature: scenario.feature, path: scenario.path,
        steps: Array(scenario.steps.prefix(index)), summary: "",
        launchOptions: scenario.launchOptions),
      variant: reference)
    let lines = run.steps.last?.snapshot.lines ?? []
    return lines.compactMap(StepSimplifier.markerID)
  }
}
