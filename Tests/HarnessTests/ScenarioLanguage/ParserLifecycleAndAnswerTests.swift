import Testing

@testable import ScenarioLanguage

/// Parses `text` as a restaurant-search scenario and returns its actions.
private func actions(_ text: String) throws -> [StepAction] {
  try ScenarioLoader.parse(
    text, path: "Scenarios/restaurant-search/sample.scenario", feature: .restaurantSearch
  ).steps.map(\.action)
}

@Suite("Scenario parser: prompts, settings, the app's lifecycle, inline answers, stored points")
struct ParserLifecycleAndAnswerTests {
  @Test func promptAnswersSettingsAndLifecycle() throws {
    let scenario = try ScenarioLoader.parse(
      """
      expect location prompt whenInUse
      location authorize authorizedWhenInUse
      expect location prompt none
      location settings denied
      app background
      app foreground
      expect location prompt always
      """, path: "s.scenario", feature: .restaurantSearch)
    #expect(
      scenario.steps.map(\.action) == [
        .expect(.locationPrompt(.whenInUse)), .location(.authorize(.authorizedWhenInUse)),
        .expect(.locationPrompt(nil)), .location(.settings(.denied)), .app(.background),
        .app(.foreground), .expect(.locationPrompt(.always)),
      ])
    #expect(scenario.steps.map(\.isInput) == [false, true, false, true, true, true, false])
  }

  @Test func inlineHTTPAnswers() throws {
    let parsed = try actions(
      """
      http answer 200 body "{\\"results\\": {}}"
      http answer 503 header "Retry-After" "120" header "Content-Type" "text/plain" body "busy" x3
      http answer 200 body file "hotpepper-no-shops.json"
      http answer 204
      """)
    #expect(
      parsed == [
        .http(.answer(HTTPAnswer(status: 200, body: .text(#"{"results": {}}"#)))),
        .http(
          .answer(
            HTTPAnswer(
              status: 503,
              headers: [
                .init(name: "Retry-After", value: "120"),
                .init(name: "Content-Type", value: "text/plain"),
              ],
              body: .text("busy"), count: 3))),
        .http(
          .answer(
            HTTPAnswer(status: 200, body: .file(NameRef("hotpepper-no-shops.json", column: 27))))),
        .http(.answer(HTTPAnswer(status: 204))),
      ])
  }

  @Test func storedPointExpectations() throws {
    let parsed = try actions(
      """
      expect store route "Walk" point 1 latitude == 35.6812
      expect store route "Walk" point 20 speed >= 1.4
      expect store route "Walk" point 2 timestamp == "2026-01-01T00:00:02Z"
      """)
    #expect(
      parsed == [
        .expect(
          .store(
            .routePoint(
              title: "Walk", point: 1, field: .latitude, Comparison(.equal, .bare("35.6812"))))),
        .expect(
          .store(
            .routePoint(
              title: "Walk", point: 20, field: .speed, Comparison(.greaterOrEqual, .bare("1.4"))))),
        .expect(
          .store(
            .routePoint(
              title: "Walk", point: 2, field: .timestamp,
              Comparison(.equal, .text("2026-01-01T00:00:02Z"))))),
      ])
  }

  @Test(arguments: [
    ("app", "1:4: expected `background` or `foreground` after `app`"),
    ("app sleep", "1:5: expected `background` or `foreground` after `app`, found `sleep`"),
    ("location settings always",
     "1:19: expected an authorization status (notDetermined, restricted, denied, "
       + "authorizedAlways, authorizedWhenInUse), found `always`; did you mean `authorizedAlways`?"),
    ("expect location prompt",
     "1:23: expected the access a prompt asks for (whenInUse, always, none)"),
    ("expect location promt always",
     "1:17: expected `prompt` after `expect location`, found `promt`"),
    ("http answer ok", "1:13: expected an HTTP status code from 100 to 599, found `ok`"),
    ("http answer 200 header \"A\"", "1:27: expected the header's value, in double quotes"),
    ("http answer 200 body", "1:21: expected the body, in double quotes, or `file \"<name>\"`"),
    ("http answer 200 body file x.json",
     "1:27: expected the body's file in fixtures/, in double quotes, found `x.json`"),
    ("http answer 200 body \"\" x0",
     "1:25: expected a repeat count from `x1` to `x100000`, found `x0`"),
    ("expect store route \"W\" point 0 latitude == 1",
     "1:30: expected a point number from 1 after `point`, found `0`"),
    ("expect store route \"W\" point 1 lat == 1",
     "1:32: expected a point value (latitude, longitude, altitude, accuracy, speed, course, "
       + "timestamp) after the point number, found `lat`; did you mean `latitude`?"),
  ])
  func malformedStepsFailWithPosition(_ text: String, _ message: String) {
    #expect(throws: ScenarioError.self) {
      _ = try ScenarioLoader.parse(text, path: "bad.scenario", feature: .restaurantSearch)
    }
    do {
      _ = try ScenarioLoader.parse(text, path: "bad.scenario", feature: .restaurantSearch)
    } catch {
      #expect("\(error)" == "bad.scenario:\(message)")
    }
  }
}
