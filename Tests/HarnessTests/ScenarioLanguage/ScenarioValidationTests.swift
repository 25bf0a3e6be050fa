import StyleNames
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Scenario validation against the real screen")
@MainActor
struct ScenarioValidationTests {
  let runner = FakeVariants.runner([FakeVariants.scenes(.callback)])

  private func validationError(_ text: String) throws -> String? {
    let scenario = try ScenarioLoader.parse(text, path: "v.scenario", feature: .counter)
    do {
      try runner.validate([scenario])
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func unknownWidgetSuggestsTheNearestIdentifier() throws {
    #expect(
      try validationError("tap incrementButton x2\ntap incrementButon")
        == "v.scenario:2:5: unknown widget `incrementButon` on the counter screen; "
        + "did you mean `incrementButton`?")
    #expect(
      try validationError("expect valuLabel.text == \"1\"")
        == "v.scenario:1:8: unknown widget `valuLabel` on the counter screen; "
        + "did you mean `valueLabel`?")
  }

  @Test func unknownWidgetWithoutANearNameListsTheWidgets() throws {
    let error = try #require(try validationError("tap zzz"))
    #expect(
      error.hasPrefix(
        "v.scenario:1:5: unknown widget `zzz` on the counter screen; its widgets are "
          + "`fakeScreen`, `valueLabel`, `incrementButton`,"
      ))
    #expect(error.hasSuffix("`fixLabel`, `hiddenLabel`"))
  }

  @Test func unknownPropertySuggestsTheNearestProperty() throws {
    #expect(
      try validationError("expect valueLabel.txt == \"1\"")
        == "v.scenario:1:19: unknown property `txt` of label `valueLabel`; did you mean `text`?")
    #expect(
      try validationError("expect tabBar.stop.enabeld == true")
        == "v.scenario:1:15: unknown property `stop.enabeld` of tabBar `tabBar`; "
        + "did you mean `stop.enabled`?")
    #expect(
      try validationError("expect valueLabel.colour == \"red\"")
        == "v.scenario:1:19: unknown property `colour` of label `valueLabel`; its properties are "
        + "`hidden`, `renders`, `text`, `visible`")
  }

  @Test func stepsMustSuitTheWidgetKind() throws {
    #expect(
      try validationError("tap valueLabel")
        == "v.scenario:1:5: expected a button for `tap`, found label `valueLabel`")
    #expect(
      try validationError("type valueLabel \"x\"")
        == "v.scenario:1:6: expected a text field for `type`, found label `valueLabel`")
    #expect(
      try validationError("clear incrementButton")
        == "v.scenario:1:7: expected a text field for `clear`, found button `incrementButton`")
    #expect(
      try validationError("select table \"a\"")
        == "v.scenario:1:8: expected a segmented control or a tab bar for `select \"<title>\"`, "
        + "found table `table`")
    #expect(
      try validationError("select map row 1")
        == "v.scenario:1:8: expected a table for `select row`, found map `map`")
    #expect(
      try validationError("select table marker \"shop1\"")
        == "v.scenario:1:8: expected a map for `select marker`, found table `table`")
  }

  @Test func selectTitlesMustExist() throws {
    #expect(
      try validationError("select modeControl \"three\"")
        == "v.scenario:1:20: unknown title \"three\" of segmented `modeControl`; its titles are "
        + "`one`, `two`")
    #expect(
      try validationError("select tabBar \"stpo\"")
        == "v.scenario:1:15: unknown title \"stpo\" of tabBar `tabBar`; did you mean `stop`?")
  }

  @Test func hiddenAndDeclaredWidgetsAreAccepted() throws {
    #expect(try validationError("expect hiddenLabel.hidden == true") == nil)
    #expect(
      try validationError(
        "declare widgets detailLabel\ntap pushButton\nexpect detailLabel.text == \"detail\"")
        == nil)
  }

  @Test func firstBadScenarioIsReported() throws {
    let good = try ScenarioLoader.parse(
      "tap incrementButton", path: "a.scenario", feature: .counter)
    let bad = try ScenarioLoader.parse("tap incrementButon", path: "b.scenario", feature: .counter)
    let worse = try ScenarioLoader.parse("tap nothing", path: "c.scenario", feature: .counter)
    #expect {
      try runner.validate([good, bad, worse])
    } throws: { error in
      (error as? ScenarioError)?.file == "b.scenario"
    }
  }

  @Test func featuresNoVariantImplementsAreNotChecked() throws {
    let scenario = try ScenarioLoader.parse(
      "tap anything", path: "r.scenario", feature: .routeRecorder)
    try runner.validate([scenario])
    #expect(runner.variants(implementing: .routeRecorder).isEmpty)
  }

  @Test func theScreenIsBuiltOncePerFeature() throws {
    let builds = FakeSubscriptions()
    let counting = StyleDeclaration.testing(.kvo,
      builders: [
        .counter: { environment in
          builds.live += 1
          return FakeVariants.scenes(.kvo).builder(for: .counter).map { $0(environment) }
            ?? Scene(rootViewController: ViewController(), components: [])
        }
      ])
    let runner = FakeVariants.runner([counting])
    let scenario = try ScenarioLoader.parse(
      "tap incrementButton", path: "a.scenario", feature: .counter)
    try runner.validate([scenario, scenario])
    try runner.validate([scenario])
    #expect(builds.live == 1)
  }
}
