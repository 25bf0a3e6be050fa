import Domain
import Engine
import SceneContract
import StyleNames
import Testing
import VariantRegistry

@testable import Fuzzing
@testable import ScenarioLanguage

/// A seed fixes the stories and the result; the generated stories explore (long, and rarely
/// ending in a step error); the real styles agree on a fixed budget.
@Suite("Fuzzer")
@MainActor
struct FuzzerTests {
  static let scenariosRoot = RepositoryScenarios.root.appendingPathComponent("Scenarios")

  static func fuzzer(_ feature: FeatureID, seed: UInt64) -> Fuzzer {
    Fuzzer(
      runner: StoryGeneratorTests.runner, feature: feature,
      profile: .profile(for: feature, scenariosRoot: scenariosRoot), seed: seed, length: 30)
  }

  @Test func theSameSeedGivesTheSameStories() {
    for feature in FeatureDeclaration.ids {
      let first = Self.fuzzer(feature, seed: 11)
      let again = Self.fuzzer(feature, seed: 11)
      let other = Self.fuzzer(feature, seed: 12)
      #expect(first.story(at: 3).story == again.story(at: 3).story)
      #expect(first.story(at: 3).story != first.story(at: 4).story)
      #expect(first.story(at: 3).story != other.story(at: 3).story)
    }
  }

  @Test(arguments: FeatureDeclaration.ids)
  func theStylesAgreeOnAFixedBudget(feature: FeatureID) {
    let result = Self.fuzzer(feature, seed: 2026).run(budget: .stories(12))
    #expect(result.stories == 12)
    #expect(result.findings.isEmpty, "\(result.findings.map(\.story.steps))")
    #expect(result.stepErrorStories == 0, "\(result.stepErrors)")
    #expect(result.meanStoryLength >= 30)
  }

  @Test func aRunIsReproducible() {
    let first = Self.fuzzer(.restaurantSearch, seed: 5).run(budget: .stories(4))
    let again = Self.fuzzer(.restaurantSearch, seed: 5).run(budget: .stories(4))
    #expect(first.steps == again.steps)
    #expect(first.stepErrors == again.stepErrors)
  }

  @Test func aStopRequestEndsTheRunAndSaysSo() {
    var hooks = Fuzzer.Hooks()
    var played = 0
    hooks.storyPlayed = { _ in played += 1 }
    hooks.shouldStop = { played >= 2 }
    let result = Self.fuzzer(.counter, seed: 1).run(budget: .stories(50), hooks: hooks)
    #expect(result.stories == 2)
    #expect(result.interrupted)
  }
}
