import StyleNames
import FixtureServer
import Foundation
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// `play restaurant-search --live` end to end, in real time, through the real `URLSession`
/// client — against `Tests/Servers/fixture_server.py` on 127.0.0.1 (`HOTPEPPER_BASE_URL`),
/// never the real service. Every variant that implements the restaurant search is played.
@Suite("workbench play --live against a local server", .serialized)
@MainActor
struct PlayLiveTests {
  nonisolated static let variants = Registry.styles
    .filter { $0.builder(for: .restaurantSearch) != nil }.map(\.id)
  static let setUp = [
    "location authorize authorizedWhenInUse", "location fix 35.681236 139.767125",
  ]

  /// Plays `lines` live on `variant`, the searches going to `path` on the local server (or to
  /// `baseURL` when given).
  func play(
    _ variant: VariantID, _ lines: [String], path: String = "/hotpepper/gourmet/v1/",
    baseURL: String? = nil, settleTimeout: Duration = .seconds(5)
  ) throws -> (output: String, exit: ExitCode) {
    let environment = [
      "HOTPEPPER_API_KEY": "live-test-key",
      "HOTPEPPER_BASE_URL": try baseURL ?? FixtureServer.baseURL() + path,
    ]
    let runner = ScenarioRunner(
      registry: Registry.styles, fixturesRoot: FileManager.default.temporaryDirectory)
    let (session, live) = try PlayLoop.liveSession(
      feature: .restaurantSearch, variant: variant, runner: runner, environment: environment,
      settleTimeout: settleTimeout)
    var input = lines[...]
    var output = ""
    let loop = PlayLoop(
      session: session, interactive: false, live: live, readLine: { input.popFirst() },
      write: { output += $0 })
    let exit = loop.run()
    #expect(!output.contains("expectation failed"), "\(variant.rawValue):\n\(output)")
    #expect(!output.contains("could not run"), "\(variant.rawValue):\n\(output)")
    return (output, exit)
  }

  @Test("a tap searches the server; the step waits for the answer", arguments: variants)
  func search(_ variant: VariantID) throws {
    let (output, exit) = try play(
      variant,
      Self.setUp + [
        "tap searchButton", "expect mapView.markers == 6",
        "expect activityIndicator.animating == false", "expect no alert",
      ])
    #expect(exit == .success)
    #expect(output.contains("live: real time; searches go to http://127.0.0.1:"))
    #expect(output.contains("marker \"J001234506\" \"八重洲 立喰い鮨 まるこう\" \"和食\""))
    #expect(output.contains("(live · settled in "))
    #expect(
      output.hasSuffix(
        "teardown: no leaks (every scene object freed, 0 live subscriptions)\n"))
  }

  @Test("typing searches after the real 500 ms of quiet", arguments: variants)
  func typing(_ variant: VariantID) throws {
    let (output, _) = try play(
      variant,
      Self.setUp + [
        "type keywordField \"ラーメン\"", "expect mapView.markers == 2",
        "select mapView marker \"J001234505\"",
        "expect infoNameLabel.text == \"京橋 中華そば 青葉軒\"",
      ])
    let typed = try #require(output.range(of: "> type keywordField"))
    let note = try #require(
      output[typed.upperBound...].firstMatch(of: /settled in ([0-9.]+) (ns|µs|ms|s)\)/))
    let scale: [Substring: Double] = ["ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1]
    let seconds = (Double(note.1) ?? 0) * (scale[note.2] ?? 0)
    #expect(seconds >= 0.5, "\(variant.rawValue) settled \(seconds) s after the edit")
  }

  @Test("the server's failures end in the Error alert, markers unchanged", arguments: variants)
  func failures(_ variant: VariantID) throws {
    let message = "expect alert message == \"Could not fetch restaurants:"
    _ = try play(
      variant,
      Self.setUp + [
        "tap searchButton", "type keywordField \"error-3000-object\"",
        "\(message) a search parameter was rejected (code 3000)\"", "alert confirm",
        "type keywordField \"error-http-500\"",
        "\(message) the server answered HTTP 500\"", "alert confirm",
        "expect mapView.markers == 6",
      ])
  }

  @Test("a refused connection is a transport failure")
  func transport() throws {
    let variant = try #require(Self.variants.first)
    let (output, _) = try play(
      variant, Self.setUp + ["tap searchButton", "expect alert title == \"Error\""],
      baseURL: "http://127.0.0.1:1/")
    #expect(output.contains("message=\"Could not fetch restaurants: the connection failed"))
  }

  @Test("a slow answer outlasts the step's wait; advance waits for it", arguments: variants)
  func slowAnswer(_ variant: VariantID) throws {
    let (output, _) = try play(
      variant,
      Self.setUp + [
        "tap searchButton", "expect activityIndicator.animating == true", "advance 1s",
        "expect activityIndicator.animating == false",
        "expect alert message == \"Could not fetch restaurants: the response could not be read\"",
      ], path: "/slow/500", settleTimeout: .milliseconds(100))
    #expect(output.contains("(live · still busy after "))
    #expect(output.contains("(live · 1.00 s passed)"))
  }

  @Test("teardown with a live request in flight frees the scene", arguments: variants)
  func teardown(_ variant: VariantID) throws {
    let (output, exit) = try play(
      variant, Self.setUp + ["tap searchButton", "teardown", "expect no leaks"],
      path: "/slow/1000", settleTimeout: .milliseconds(100))
    #expect(exit == .success)
    #expect(output.contains("no screen"))
  }

  @Test("refused lines keep the line numbers of later errors")
  func refusedLines() throws {
    let variant = try #require(Self.variants.first)
    let (output, _) = try play(variant, ["http fault status 500", "", "tap serchButton"])
    #expect(
      output.contains(
        "stdin:1: not available live: `http` steps shape the fixture client's answers"))
    #expect(output.contains("stdin:3:5: unknown widget `serchButton`"))
  }
}
