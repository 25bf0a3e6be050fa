import Domain
import Engine
import SceneContract
import StyleNames
import Testing

@testable import Fuzzing
@testable import ScenarioLanguage

/// A planted disagreement (one style counts its third tap twice) and a planted leak are found
/// and shrunk to the few steps that show them, and written as a scenario that reads back.
@Suite("Story shrinker")
@MainActor
struct StoryShrinkerTests {
  static func fuzzer(_ quirks: FakeQuirks) -> Fuzzer {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), FakeVariants.scenes(.delegate),
      FakeVariants.scenes(.kvo, quirks),
    ])
    var profile = FuzzProfile()
    profile.texts = ["nameField": ["Ann", "Bo"]]
    return Fuzzer(runner: runner, feature: .counter, profile: profile, seed: 3, length: 40)
  }

  @Test func aPlantedDisagreementShrinksToTheTapsThatShowIt() throws {
    var quirks = FakeQuirks()
    quirks.miscountsThirdTap = true
    let result = Self.fuzzer(quirks).run(budget: .stories(20))
    let found = try #require(result.findings.first)
    #expect(found.finding.kind == .disagreement(odd: [.kvo]))
    let taps = found.story.actions.map { action -> Int in
      guard case .tap(let id, let times) = action, id.name == "incrementButton" else { return 0 }
      return times
    }
    #expect(taps.reduce(0, +) == 3, "\(found.story.steps.map(\.source))")
    #expect(!taps.contains(0), "\(found.story.steps.map(\.source))")
    #expect(found.story.steps.count < found.original.steps.count)
    #expect(found.finding.groups.map(\.variants) == [[.callback, .delegate], [.kvo]])
  }

  @Test func aPlantedLeakShrinksToTheLoad() throws {
    var quirks = FakeQuirks()
    quirks.leaksModel = true
    let result = Self.fuzzer(quirks).run(budget: .stories(1))
    let found = try #require(result.findings.first)
    #expect(found.finding.kind == .leak(variants: [.kvo]))
    #expect(found.story.steps.isEmpty)
  }

  @Test func theFoundStoryIsAScenarioThatReadsBack() throws {
    var quirks = FakeQuirks()
    quirks.miscountsThirdTap = true
    let found = try #require(Self.fuzzer(quirks).run(budget: .stories(20)).findings.first)
    let file = FoundStoryFile(finding: found, seed: 3, firstScreenWidgets: ["incrementButton"])
    let scenario = try ScenarioLoader.parse(file.text, path: file.fileName, feature: .counter)
    #expect(scenario.steps.map(\.action) == found.story.actions)
    #expect(scenario.summary.contains("--seed 3"))
    #expect(scenario.summary.contains("kvo showed something else"))
    #expect(file.text.contains("# callback, delegate (the reference):"))
    #expect(file.text.contains("# kvo:"))
    #expect(file.fileName == "fuzz-counter-3-\(found.storyIndex).scenario")
  }
}
