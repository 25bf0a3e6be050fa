import StyleNames
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Runner: verdicts across variants")
@MainActor
struct RunnerVerdictTests {
  static var miscounting: FakeQuirks {
    var quirks = FakeQuirks()
    quirks.miscountsThirdTap = true
    return quirks
  }

  let threeTaps = """
    # Three taps count to three.
    tap incrementButton
    tap incrementButton
    tap incrementButton
    expect valueLabel.text == "3"
    """

  @Test func identicalVariantsAllPass() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), FakeVariants.scenes(.delegate), FakeVariants.scenes(.bond),
    ])
    let verdicts = runner.verify(
      try FakeVariants.scenario(threeTaps), variants: [.bond, .callback, .delegate])
    #expect(verdicts.map(\.variant) == [.bond, .callback, .delegate])
    #expect(verdicts.map(\.behavior) == [.pass, .pass, .pass])
    #expect(verdicts.allSatisfy { $0.divergence == nil })
  }

  @Test func aWrongVariantFailsAtTheExactStepWithAUnifiedDiff() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), FakeVariants.scenes(.delegate),
      FakeVariants.scenes(.kvo, Self.miscounting), FakeVariants.scenes(.bond),
    ])
    let verdicts = runner.verify(
      try FakeVariants.scenario(threeTaps), variants: [.callback, .delegate, .kvo, .bond])
    #expect(verdicts.map(\.behavior) == [.pass, .pass, .fail, .pass])
    let divergence = try #require(verdicts[2].divergence)
    #expect(divergence.step == 3)
    #expect(divergence.line == 4)
    #expect(divergence.source == "tap incrementButton")
    #expect(divergence.expected.contains("label valueLabel text=\"3\""))
    #expect(divergence.actual.contains("label valueLabel text=\"4\""))
    #expect(
      divergence.diff == """
        --- reference
        +++ kvo
        @@ -1,6 +1,6 @@
         title "Fake"
         view fakeScreen
        -label valueLabel text="3"
        +label valueLabel text="4"
         button incrementButton title="+1" enabled=true
         button disabledButton title="Off" enabled=false
         button laterButton title="Later" enabled=true
        """)
    #expect(verdicts[2].run.expectationFailures.map(\.step) == [4])
  }

  @Test func unassertedDivergenceFailsToo() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), FakeVariants.scenes(.kvo, Self.miscounting),
      FakeVariants.scenes(.bond),
    ])
    let scenario = try FakeVariants.scenario("tap incrementButton x3\ntap incrementButton")
    let verdicts = runner.verify(scenario, variants: [.callback, .kvo, .bond])
    #expect(verdicts.map(\.behavior) == [.pass, .fail, .pass])
    #expect(verdicts[1].divergence?.step == 1)
    #expect(verdicts[1].run.expectationFailures.isEmpty)
  }

  @Test func tiesGoToTheEarliestVariantInRegistryOrder() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.delegate, Self.miscounting), FakeVariants.scenes(.callback),
    ])
    let scenario = try FakeVariants.scenario("tap incrementButton x3")
    let verdicts = runner.verify(scenario, variants: [.callback, .delegate])
    #expect(verdicts.map(\.behavior) == [.fail, .pass])
    #expect(verdicts[0].divergence?.diff.contains("+++ callback") == true)
  }

  @Test func theReferenceComesFromRunsWhoseExpectationsHeld() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.kvo, Self.miscounting), FakeVariants.scenes(.bond, Self.miscounting),
      FakeVariants.scenes(.callback),
    ])
    let verdicts = runner.verify(
      try FakeVariants.scenario(threeTaps), variants: [.kvo, .bond, .callback])
    #expect(verdicts.map(\.behavior) == [.fail, .fail, .pass])
    #expect(verdicts[0].divergence?.step == 3)
  }

  @Test func whenNoRunHoldsTheMostCommonTraceIsTheReference() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), FakeVariants.scenes(.kvo, Self.miscounting),
      FakeVariants.scenes(.bond, Self.miscounting),
    ])
    let scenario = try FakeVariants.scenario(
      "tap incrementButton x2\ntap incrementButton\nexpect valueLabel.text == \"99\"")
    let verdicts = runner.verify(scenario, variants: [.callback, .kvo, .bond])
    #expect(verdicts.map(\.behavior) == [.fail, .fail, .fail])
    #expect(verdicts[0].divergence?.step == 2)
    #expect(verdicts[0].divergence?.diff.contains("-label valueLabel text=\"4\"") == true)
    let expectation = try #require(verdicts[1].divergence)
    #expect(expectation.step == 3)
    #expect(expectation.expected == "\"99\"")
    #expect(expectation.actual == "\"4\"")
    #expect(expectation.diff == "--- expected\n+++ kvo\n@@ -1 +1 @@\n-\"99\"\n+\"4\"")
  }

  @Test func aVariantWithoutTheFeatureIsAnError() throws {
    let runner = FakeVariants.runner([
      FakeVariants.scenes(.callback), StyleDeclaration.testing(.cleanSwift, builders: [:]),
    ])
    let verdicts = runner.verify(
      try FakeVariants.scenario(threeTaps), variants: [.callback, .cleanSwift])
    #expect(verdicts.map(\.behavior) == [.pass, .error])
    let divergence = try #require(verdicts[1].divergence)
    #expect(divergence.step == 0)
    #expect(divergence.source == "load")
    #expect(
      divergence.actual
        == "step error: expected a variant that implements counter, found `clean-swift`")
    #expect(runner.variants(implementing: .counter) == [.callback])
  }

  @Test func aStepEveryVariantFailsIsAnErrorAtThatStep() throws {
    let runner = FakeVariants.runner([FakeVariants.scenes(.callback), FakeVariants.scenes(.bond)])
    let scenario = try FakeVariants.scenario(
      "declare widgets detailLabel\ntap incrementButton\nexpect detailLabel.text == \"x\"")
    let verdicts = runner.verify(scenario, variants: [.callback, .bond])
    #expect(verdicts.map(\.behavior) == [.error, .error])
    let divergence = try #require(verdicts[0].divergence)
    #expect(divergence.step == 2)
    #expect(divergence.line == 3)
    #expect(divergence.source == "expect detailLabel.text == \"x\"")
    #expect(divergence.actual.hasPrefix("step error: unknown widget `detailLabel` on screen"))
  }
}
