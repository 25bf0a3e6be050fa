import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Runner: renders, restart, teardown and leaks")
@MainActor
struct RunnerLifecycleTests {
  @Test func rendersCountEveryUpdateOnScreen() throws {
    var quirks = FakeQuirks()
    quirks.rendersTwice = true
    let run = try FakeVariants.run("tap incrementButton\ntap incrementButton x10", quirks)
    #expect(run.steps.map(\.renders) == [5, 2, 20])
    #expect(run.line("valueLabel", after: 2) == "label valueLabel text=\"11\"")
  }

  @Test func restartBuildsANewScreenOnTheSameEnvironment() throws {
    let run = try FakeVariants.run(
      """
      location settings authorizedAlways
      tap incrementButton x3
      tap fetchButton
      restart
      expect valueLabel.text == "0"
      expect valueLabel.renders == 1
      location fix 10 20
      expect fixLabel.text == "10.0,20.0 ±5.0 v-1.0 @00:00:00"
      tap fetchButton
      expect http requests == 2
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures == [])
    #expect(run.steps[4].source == "restart")
    #expect(run.steps[4].renders == 5)
    #expect(run.steps[4].isInput == false)
    #expect(!run.leaks)
  }

  @Test func teardownLeavesNoScreenAndChecksLeaks() throws {
    let run = try FakeVariants.run("tap incrementButton\nteardown\nexpect no leaks")
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
    #expect(run.steps[2].snapshot.lines == ["no screen"])
    #expect(run.steps[2].renders == 0)
    #expect(run.steps.count == 4)
    #expect(run.leakedComponents.isEmpty)
    #expect(run.liveSubscriptionsAfterTeardown == 0)
  }

  @Test func aModelThatRetainsItselfIsReported() throws {
    var quirks = FakeQuirks()
    quirks.leaksModel = true
    let run = try FakeVariants.run("tap incrementButton\nteardown\nexpect no leaks", quirks)
    #expect(run.leakedComponents == ["FakeModel"])
    #expect(run.leaks)
    #expect(
      run.expectationFailures == [
        ExpectationFailure(
          step: 3, line: 3, source: "expect no leaks", expected: "no leaks",
          actual: "alive after teardown: FakeModel")
      ])
  }

  @Test func aWebViewLeftAliveIsReportedThoughTheSceneNeverListedIt() throws {
    var quirks = FakeQuirks()
    quirks.leaksWebView = true
    let run = try FakeVariants.run("teardown\nexpect no leaks", quirks)
    #expect(run.leakedComponents == ["WKWebView"])
    #expect(run.leaks)
  }

  @Test func everyRunEndsWithALeakCheckedTeardown() throws {
    var quirks = FakeQuirks()
    quirks.leaksModel = true
    let implicit = try FakeVariants.run("tap incrementButton", quirks)
    #expect(implicit.steps.count == 2)
    #expect(implicit.leakedComponents == ["FakeModel"])
    let restarted = try FakeVariants.run("restart\nrestart", quirks)
    #expect(restarted.leakedComponents == ["FakeModel", "FakeModel", "FakeModel"])
    let failed = try FakeVariants.run("tap nothingHere", quirks)
    #expect(failed.error != nil)
    #expect(failed.leakedComponents == ["FakeModel"])
  }

  @Test func runtimeSubscriptionsLeftLiveAreCounted() throws {
    var quirks = FakeQuirks()
    quirks.leaksSubscription = true
    let subscriptions = FakeSubscriptions()
    subscriptions.live = 7
    let run = try FakeVariants.run(
      "restart\nteardown\nexpect no leaks", quirks, subscriptions: subscriptions)
    #expect(run.liveSubscriptionsAfterTeardown == 2)
    #expect(run.leakedComponents.isEmpty)
    #expect(run.expectationFailures.map(\.actual) == ["1 live subscriptions"])
    #expect(subscriptions.live == 9)
  }

  @Test func stepsAreTimed() throws {
    let run = try FakeVariants.run("tap incrementButton x100")
    #expect(run.steps.allSatisfy { $0.durationNs > 0 })
    #expect(run.totalNs >= run.steps[1].durationNs)
  }

  @Test func launchOptionsApplyAtLoadAndOnEveryRestart() throws {
    let run = try FakeVariants.run(
      """
      launch initialCount -7
      expect valueLabel.text == "-7"
      tap incrementButton
      restart
      expect valueLabel.text == "-7"
      """)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
  }
}
