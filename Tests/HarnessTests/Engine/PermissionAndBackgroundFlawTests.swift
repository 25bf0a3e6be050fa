import StyleNames
import Engine
import Reports
import ScenarioLanguage
import Testing

/// The scenarios see what the app asks the system for: a screen that never asks for location
/// permission, asks for the wrong kind, or gets background updates wrong fails the scenarios
/// written for that rule.
@Suite("Scenarios catch permission requests and background updates done wrong")
@MainActor
struct PermissionAndBackgroundFlawTests {
  typealias SearchFlaws = FakeRestaurantSearchController.Flaws
  typealias RecorderFlaws = FakeRecorderController.Flaws

  func searchFails(_ name: String, with flaws: SearchFlaws) throws -> Bool {
    let run = try RestaurantSearchScenarios.run(
      name, on: FakeRestaurantSearchController.builder(flaws))
    return !run.expectationFailures.isEmpty || run.error != nil || !run.leakedComponents.isEmpty
  }

  func recorderFails(_ name: String, with flaws: RecorderFlaws) throws -> Bool {
    let scenario = try RouteRecorderScenarios.named(name)
    let run = FakeRecorder.runner(flaws: flaws).run(scenario, variant: .callback)
    return !run.expectationFailures.isEmpty || run.error != nil || !run.leakedComponents.isEmpty
  }

  @Test("a search that never asks for permission cannot be authorized")
  func searchNeverAsks() throws {
    #expect(try searchFails("initial-state", with: .neverAsksForPermission))
    #expect(try searchFails("search-success-markers", with: .neverAsksForPermission))
    #expect(try !searchFails("initial-state", with: []))
  }

  @Test("a search that asks for always access is caught")
  func searchAsksAlways() throws {
    #expect(try searchFails("initial-state", with: .asksForAlwaysPermission))
    #expect(try searchFails("permission-prompt-when-in-use", with: .asksForAlwaysPermission))
  }

  @Test("a search that updates in the background is caught")
  func searchUpdatesInBackground() throws {
    #expect(try searchFails("background-receives-nothing", with: .updatesInBackground))
    #expect(try !searchFails("search-success-markers", with: .updatesInBackground))
  }

  @Test("a recorder that never asks, or asks for when-in-use access, is caught")
  func recorderAsksWrong() throws {
    #expect(try recorderFails("permission-prompt-then-always", with: .neverAsksForPermission))
    #expect(try recorderFails("gpx-short-walk", with: .neverAsksForPermission))
    #expect(try recorderFails("permission-prompt-then-always", with: .asksForWhenInUsePermission))
    #expect(try recorderFails("gpx-short-walk", with: .asksForWhenInUsePermission))
    #expect(try !recorderFails("permission-prompt-then-always", with: []))
  }

  @Test("a recorder that stops in the background, or hides the indicator, is caught")
  func recorderBackground() throws {
    #expect(try recorderFails("background-recording", with: .stopsInBackground))
    #expect(try recorderFails("background-recording", with: .hidesBackgroundIndicator))
    #expect(try !recorderFails("background-recording", with: []))
    #expect(try !recorderFails("gpx-short-walk", with: .stopsInBackground))
  }
}
