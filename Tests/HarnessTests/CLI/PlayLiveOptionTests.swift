import StyleNames
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// `play --live`: the flag, the key it needs before anything else, and the environment it
/// builds screens on.
@Suite("workbench play --live: options and configuration")
@MainActor
struct PlayLiveOptionTests {
  let runner = ScenarioRunner(
    registry: Registry.styles, fixturesRoot: FileManager.default.temporaryDirectory)

  func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  // MARK: - The flag

  @Test("--live is a flag of play, in any position")
  func flag() throws {
    let expected = WorkbenchCommand.play(
      PlayOptions(feature: .restaurantSearch, variant: .rxMVVM, live: true))
    #expect(try parse("play restaurant-search --variant rx-mvvm --live") == expected)
    #expect(try parse("play --live restaurant-search --variant=rx-mvvm") == expected)
    #expect(
      try parse("play restaurant-search --variant rx-mvvm")
        == .play(PlayOptions(feature: .restaurantSearch, variant: .rxMVVM)))
  }

  @Test("--live takes no value and is only for restaurant-search")
  func misuse() {
    #expect(
      throws: UsageError("option '--live' takes no value", subcommand: .play)
    ) { try parse("play restaurant-search --variant bond --live=yes") }
    #expect(
      throws: UsageError(
        "option '--live' is for restaurant-search, the feature that talks to the network; "
          + "counter plays in virtual time only", subcommand: .play)
    ) { try parse("play counter --variant bond --live") }
  }

  @Test("play's help documents --live and the key")
  func help() {
    let help = HelpText.text(for: .play)
    #expect(help.contains("--live"))
    #expect(help.contains("HOTPEPPER_API_KEY"))
    #expect(help.contains("HOTPEPPER_BASE_URL"))
  }

  // MARK: - The key

  @Test(
    "a missing or blank key stops play with a usage error (exit 2) before a screen is built",
    arguments: [[:], ["HOTPEPPER_API_KEY": "  "], ["HOTPEPPER_BASE_URL": "http://127.0.0.1:9"]])
  func missingKey(environment: [String: String]) {
    #expect(
      throws: UsageError(
        "HOTPEPPER_API_KEY is not set: live restaurant search needs a Hotpepper Web Service "
          + "API key", subcommand: .play)
    ) {
      try PlayLoop.liveSession(
        feature: .restaurantSearch, variant: .callback, runner: runner,
        environment: environment)
    }
  }

  @Test("a base URL that is not http(s) is a usage error too")
  func badBaseURL() {
    #expect(
      throws: UsageError(
        "HOTPEPPER_BASE_URL is not an http(s) URL: \"ftp://127.0.0.1/\"", subcommand: .play)
    ) {
      try PlayLoop.liveSession(
        feature: .restaurantSearch, variant: .callback, runner: runner,
        environment: ["HOTPEPPER_API_KEY": "key", "HOTPEPPER_BASE_URL": "ftp://127.0.0.1/"])
    }
  }

  // MARK: - The environment

  @Test("scenes get the live loop, the key and endpoint, and the simulated device")
  func environment() throws {
    let live = try PlayLive(
      environment: [
        "HOTPEPPER_API_KEY": "live-key", "HOTPEPPER_BASE_URL": "http://127.0.0.1:9/hotpepper/",
      ])
    let virtual = MainLoop(mode: .virtual)
    let fixtures = FixtureHTTPClient(loop: virtual) { _ in
      HTTPResponse(statusCode: 404, body: Data())
    }
    let simulated = SceneEnvironment(
      mainLoop: virtual, locationDevice: .init(), httpClient: fixtures,
      launchOptions: LaunchOptions(["initialCount": "7"]))
    let environment = live.environment(beside: simulated)
    #expect(environment.mainLoop === live.loop)
    #expect(environment.mainLoop.mode == .live)
    #expect(environment.locationDevice === simulated.locationDevice)
    #expect(environment.hotpepper.apiKey == "live-key")
    #expect(environment.hotpepper.baseURL.absoluteString == "http://127.0.0.1:9/hotpepper/")
    #expect(environment.launchOptions == simulated.launchOptions)
  }

  @Test("the wrapped runner offers the same variants for every feature")
  func wrappedRunner() throws {
    let live = try PlayLive(environment: ["HOTPEPPER_API_KEY": "key"])
    let wrapped = live.runner(wrapping: runner)
    for feature in FeatureDeclaration.ids {
      #expect(wrapped.variants(implementing: feature) == runner.variants(implementing: feature))
    }
    #expect(wrapped.fixturesRoot == runner.fixturesRoot)
  }

  @Test("http steps are refused live, every other step is not")
  func refusals() throws {
    func action(_ line: String) throws -> StepAction {
      try #require(try ScenarioParser.parseLine(line, line: 1, path: "stdin")).action
    }
    for line in [
      "http fault status 500", "http latency 1s", "expect http requests == 1",
      "expect http request 1 query keyword absent",
    ] {
      #expect(PlayLoop.liveRefusal(of: try action(line)) != nil, "\(line)")
    }
    for line in [
      "tap searchButton", "advance 1s", "location fix 35.68 139.76",
      "expect mapView.markers == 0", "teardown",
    ] {
      #expect(PlayLoop.liveRefusal(of: try action(line)) == nil, "\(line)")
    }
  }
}
