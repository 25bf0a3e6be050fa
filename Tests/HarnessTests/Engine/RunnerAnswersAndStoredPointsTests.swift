import Foundation
import Testing

@testable import Engine
@testable import ScenarioLanguage

@Suite("Runner: inline HTTP answers, stored points, the prompt and the background")
@MainActor
struct RunnerAnswersAndStoredPointsTests {
  @Test func inlineAnswersReachTheScreenInOrderThenTheFixturesAnswerAgain() throws {
    let run = try RestaurantSearchScenarios.run(
      inline: """
        location authorize authorizedWhenInUse
        location fix 35.681236 139.767125
        http answer 200 header "Content-Type" "application/json" body "{\\"results\\":{\\"shop\\":[]}}"
        http answer 200 body file "hotpepper-shibuya.json" x2
        tap searchButton
        advance 100ms
        expect alert message == "No restaurants were found nearby."
        alert confirm
        tap searchButton
        advance 100ms
        expect mapView.markers == 4
        tap searchButton
        advance 100ms
        expect mapView.markers == 4
        tap searchButton
        advance 100ms
        expect mapView.markers == 6
        """)
    #expect(run.error == nil, "\(String(describing: run.error))")
    #expect(run.expectationFailures.isEmpty, "\(run.expectationFailures)")
  }

  @Test func anUnknownBodyFileFailsValidationWithTheNearestName() throws {
    let scenario = try ScenarioLoader.parse(
      "http answer 200 body file \"hotpepper-shibuya.jsn\"", path: "s.scenario",
      feature: .restaurantSearch)
    #expect(throws: ScenarioError.self) {
      try RestaurantSearchScenarios.runner(FakeRestaurantSearchController.builder())
        .validate([scenario])
    }
    let problem = RestaurantSearchScenarios.runner(FakeRestaurantSearchController.builder())
      .bodyFileProblem("hotpepper-shibuya.jsn")
    #expect(problem?.hasSuffix("did you mean `hotpepper-shibuya.json`?") == true)
  }

  @Test func storedPointValuesAreCheckedAndJoinTheSnapshot() throws {
    let run = try FakeRecorder.run(
      """
      location authorize authorizedAlways
      type titleField "Walk"
      select tabBar "Start"
      location fix 35.6812 139.7671 altitude 40 accuracy 8 speed 1.4 course 90 at 2025-03-01T09:30:00.250+09:00
      location fix 35.6813 139.7672
      expect store route "Walk" point 1 latitude == 35.6812
      expect store route "Walk" point 1 longitude == 139.7671
      expect store route "Walk" point 1 altitude == 40
      expect store route "Walk" point 1 accuracy == 8
      expect store route "Walk" point 1 speed > 1
      expect store route "Walk" point 1 course == 90
      expect store route "Walk" point 1 timestamp == "2025-03-01T00:30:00.250Z"
      expect store route "Walk" point 1 timestamp == 2025-03-01T09:30:00.25+09:00
      expect store route "Walk" point 2 speed == -1
      expect store route "Walk" point 2 timestamp == "2026-01-01T00:00:00Z"
      expect store route "Walk" point 2 latitude == 1
      expect store route "Walk" point 3 latitude == 1
      expect store route "Run" point 1 latitude == 1
      """)
    #expect(run.error == nil, "\(String(describing: run.error))")
    #expect(
      run.expectationFailures.map { "\($0.line): \($0.expected) / \($0.actual)" } == [
        "16: 1 / 35.6813", "17: point 3 latitude == 1 / 2 points",
        "18: point 1 latitude == 1 / no route titled \"Run\"",
      ])
    #expect(run.steps[6].snapshot.lines.last == #"store route "Walk" point 1 latitude=35.6812"#)
    #expect(
      run.steps[12].snapshot.lines.last
        == #"store route "Walk" point 1 timestamp=2025-03-01T00:30:00.250Z"#)
  }

  @Test func answeringWithoutAPromptOrWithAnAnswerItLacksIsAStepError() throws {
    let unasked = try FakeRecorder.run(
      "location settings authorizedAlways\nlocation authorize denied")
    #expect(unasked.error?.message.hasPrefix("expected a location permission prompt") == true)
    let wrong = try RestaurantSearchScenarios.run(inline: "location authorize authorizedAlways")
    #expect(
      wrong.error?.message
        == "expected an answer the whenInUse prompt offers (authorizedWhenInUse, denied), "
        + "found authorizedAlways")
  }

  @Test func theBackgroundHidesTheAppFromUserStepsAndExpectations() throws {
    let run = try FakeRecorder.run(
      """
      app background
      expect statusLabel.text == "Not recording"
      """)
    #expect(run.steps[1].snapshot.lines == ["homeScreen locationIndicator=false"])
    #expect(
      run.error?.message.hasPrefix("expected the app on screen, found the home screen") == true)
  }
}
