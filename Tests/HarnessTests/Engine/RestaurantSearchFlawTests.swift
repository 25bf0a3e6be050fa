import Engine
import Reports
import ScenarioLanguage
import Testing

/// The scenarios can fail: each flaw of the fake restaurant search is caught by the scenarios
/// written for that rule, and by no scenario about something else.
@Suite("Restaurant-search scenarios catch each flaw")
@MainActor
struct RestaurantSearchFlawTests {
  typealias Flaws = FakeRestaurantSearchController.Flaws

  /// Whether scenario `name` fails (an expectation, a step error or a leak) with `flaws`.
  func fails(_ name: String, with flaws: Flaws) throws -> Bool {
    let run = try RestaurantSearchScenarios.run(
      name, on: FakeRestaurantSearchController.builder(flaws))
    return !run.expectationFailures.isEmpty || run.error != nil || !run.leakedComponents.isEmpty
  }

  @Test("a superseded answer that shows is caught")
  func supersededAnswers() throws {
    #expect(try fails("latest-search-wins", with: .showsSupersededAnswers))
    #expect(try fails("superseded-failure-never-shows", with: .showsSupersededAnswers))
    #expect(try fails("superseded-answer-due-first", with: .showsSupersededAnswers))
    #expect(try !fails("search-success-markers", with: .showsSupersededAnswers))
  }

  @Test("searching on every edit instead of after 500 ms of quiet is caught")
  func noDebounce() throws {
    #expect(try fails("keyword-debounce", with: .searchesOnEveryEdit))
    #expect(try fails("keyword-edit-restarts-wait", with: .searchesOnEveryEdit))
    #expect(try fails("clearing-keyword", with: .searchesOnEveryEdit))
    #expect(try !fails("marker-selection-info-window", with: .searchesOnEveryEdit))
  }

  @Test("a camera that follows every fix is caught")
  func cameraFollows() throws {
    #expect(try fails("later-fixes-keep-camera", with: .followsEveryFix))
    #expect(try !fails("first-fix-centres-map", with: .followsEveryFix))
  }

  @Test("a request that keeps the screen alive after teardown is caught")
  func leakInFlight() throws {
    #expect(try fails("teardown-in-flight", with: .holdsItselfWhileSearching))
    #expect(try fails("restart-in-flight", with: .holdsItselfWhileSearching))
    #expect(try !fails("no-shops-far-away", with: .holdsItselfWhileSearching))
  }
}
