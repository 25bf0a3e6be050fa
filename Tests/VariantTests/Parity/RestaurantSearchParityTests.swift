import CoreLocationLite
import Networking
import SceneContract
import Testing
import UIKitLite

/// All six restaurant searches played side by side through long stories, as the harness compares
/// traces: after every step every screen must be identical to the first variant's, and at chosen
/// steps show what `Scenarios/restaurant-search/BEHAVIOR.md` says.
@MainActor
@Suite("Restaurant search parity: all six styles")
struct RestaurantSearchParityTests {
  private typealias Host = RestaurantSearchSceneHost

  @Test(arguments: Story.allCases)
  func everyStepLeavesTheSameScreenInEveryStyle(_ story: Story) throws {
    let hosts = try RestaurantSearchContractTests.variants.map {
      try Host($0, authorization: story.authorization)
    }
    let reference = try #require(hosts.first)
    try expectSameSnapshots(hosts, after: "load")
    for step in story.steps {
      for host in hosts { try step.action(host) }
      try expectSameSnapshots(hosts, after: step.name)
      for expected in story.screens[step.name] ?? [] {
        #expect(expected.matches(reference.snapshot), "after \"\(step.name)\"")
      }
    }
    for host in hosts {
      #expect(host.http.requests.count == story.requestCount, "\(host.variant)")
      #expect(host.liveComponentCount == 0, "\(host.variant) left scene objects alive")
      #expect(host.device.liveManagerCount == 0, "\(host.variant) left its location manager")
    }
  }

  private func expectSameSnapshots(_ hosts: [Host], after step: String) throws {
    let reference = try #require(hosts.first)
    for host in hosts.dropFirst() {
      #expect(
        host.snapshot == reference.snapshot,
        "\(host.variant) differs from \(reference.variant) after \"\(step)\"")
    }
  }

  // MARK: - Stories

  /// One step of a story: its name, and what it does to a screen.
  struct Step {
    let name: String
    let action: @MainActor (RestaurantSearchSceneHost) throws -> Void
  }

  /// What a step must leave on screen.
  enum Screen {
    /// The screen is exactly these lines.
    case exactly(String)
    /// The screen ends with these lines.
    case ending(String)
    /// The screen contains this text somewhere.
    case containing(String)

    func matches(_ snapshot: String) -> Bool {
      switch self {
      case .exactly(let text): snapshot == text
      case .ending(let text): snapshot.hasSuffix(text)
      case .containing(let text): snapshot.contains(text)
      }
    }
  }

  /// The stories every style plays.
  enum Story: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Starts with access granted: an early keyword, debounce edges, superseded answers, a
    /// keyword error, a timeout, a search while an alert is up and teardown mid-request.
    case debounceAndTimeouts
    /// Starts asking for access: camera rules, an overtaken slow search, transport, body and
    /// error-object failures, an empty answer and teardown with a wait and a request pending.
    case accessAndFailures

    var testDescription: String { rawValue }

    var authorization: AuthorizationStatus {
      self == .debounceAndTimeouts ? .authorizedWhenInUse : .notDetermined
    }

    @MainActor var steps: [Step] {
      self == .debounceAndTimeouts ? Self.debounceAndTimeoutsSteps : Self.accessAndFailuresSteps
    }

    @MainActor var screens: [String: [Screen]] {
      self == .debounceAndTimeouts
        ? Self.debounceAndTimeoutsScreens : Self.accessAndFailuresScreens
    }

    var requestCount: Int { self == .debounceAndTimeouts ? 8 : 10 }
  }
}

// MARK: - Story scripts

extension RestaurantSearchParityTests.Story {
  typealias Host = RestaurantSearchSceneHost
  typealias Step = RestaurantSearchParityTests.Step

  @MainActor private static let debounceAndTimeoutsSteps: [Step] = [
    Step(name: "type before any fix") { try $0.type("keywordField", "ramen") },
    Step(name: "wait: dropped") { $0.advance(milliseconds: 600) },
    Step(name: "invalid fix") { $0.deliver([(Host.tokyoStation, -1)]) },
    Step(name: "first fix") { $0.deliver([(Host.mountFuji, -1), (Host.tokyoStation, 8)]) },
    Step(name: "tap search") { try $0.tap("searchButton") },
    Step(name: "ramen answers") { $0.advance(milliseconds: 100) },
    Step(name: "select marker") { try $0.selectMarker("J001234505") },
    Step(name: "move to Shibuya") { $0.deliver(Host.shibuyaStation) },
    Step(name: "slow search") {
      $0.http.injectFault(.delay(.milliseconds(900)))
      try $0.tap("searchButton")
    },
    Step(name: "type r") { try $0.type("keywordField", "r") },
    Step(name: "300 ms") { $0.advance(milliseconds: 300) },
    Step(name: "clear") { try $0.type("keywordField", "") },
    Step(name: "499 ms") { $0.advance(milliseconds: 499) },
    Step(name: "1 ms: debounced search") { $0.advance(milliseconds: 1) },
    Step(name: "Shibuya answers") { $0.advance(milliseconds: 100) },
    Step(name: "superseded answer time") { $0.advance(milliseconds: 1_000) },
    Step(name: "select Shibuya marker") { try $0.selectMarker("J001234603") },
    Step(name: "API error") {
      try $0.type("keywordField", "error-2000")
      $0.advance(milliseconds: 600)
    },
    Step(name: "dismiss") { try $0.tapAlertButton("OK") },
    Step(name: "timeout") {
      $0.http.injectFault(.timeout)
      try $0.tap("searchButton")
    },
    Step(name: "10 s") { $0.advance(milliseconds: 10_000) },
    Step(name: "dismiss again") { try $0.tapAlertButton("OK") },
    Step(name: "move to Mount Fuji") { $0.deliver(Host.mountFuji) },
    Step(name: "no shops") {
      try $0.type("keywordField", "")
      $0.advance(milliseconds: 600)
    },
    Step(name: "tap while the alert is up") {
      $0.deliver(Host.shinjukuStation)
      try $0.tap("searchButton")
      $0.advance(milliseconds: 100)
    },
    Step(name: "dismiss the no-shops alert") { try $0.tapAlertButton("OK") },
    Step(name: "select a Shinjuku marker") { try $0.selectMarker("J001234702") },
    Step(name: "search in flight") { try $0.tap("searchButton") },
    Step(name: "teardown") { $0.tearDown() },
    Step(name: "answer time passes") { $0.advance(milliseconds: 1_000) },
  ]

  private static let debounceAndTimeoutsScreens: [String: [RestaurantSearchParityTests.Screen]] = [
    "wait: dropped": [.containing(#"text="ramen""#)],
    "superseded answer time": [.containing("markers=4")],
    "API error": [
      .ending(
        #"alert title="Error" message="Could not fetch restaurants: the API key was rejected"#
          + #" (code 2000)" actions=[OK]"#)
    ],
    "tap while the alert is up": [
      .ending(#"alert title="Confirm" message="No restaurants were found nearby." actions=[OK]"#),
      .containing("markers=3"),
    ],
    "select a Shinjuku marker": [.containing("label infoNameLabel")],
    "answer time passes": [.exactly("no screen")],
  ]

  @MainActor private static let accessAndFailuresSteps: [Step] = [
    Step(name: "access granted") { $0.device.setAuthorization(.authorizedWhenInUse) },
    Step(name: "tap before a fix") { _ = try $0.tap("searchButton") },
    Step(name: "only invalid fixes") {
      $0.deliver([(Host.tokyoStation, -1), (Host.mountFuji, -5)])
    },
    Step(name: "first fix") { $0.deliver([(Host.mountFuji, 5), (Host.tokyoStation, 10)]) },
    Step(name: "a later fix") { $0.deliver(Host.shibuyaStation) },
    Step(name: "tap search") { try $0.tap("searchButton") },
    Step(name: "Shibuya answers") { $0.advance(milliseconds: 100) },
    Step(name: "select a marker") { try $0.selectMarker("J001234604") },
    Step(name: "back at Tokyo, type") {
      $0.deliver(Host.tokyoStation)
      try $0.type("keywordField", "すし")
    },
    Step(name: "retype within the wait") {
      $0.advance(milliseconds: 400)
      try $0.type("keywordField", "sushi")
    },
    Step(name: "499 ms later") { $0.advance(milliseconds: 499) },
    Step(name: "the debounced search") { $0.advance(milliseconds: 1) },
    Step(name: "sushi answers") { $0.advance(milliseconds: 100) },
    Step(name: "slow search") {
      $0.http.injectFault(.delay(.seconds(1)))
      try $0.tap("searchButton")
    },
    Step(name: "overtaken by an empty keyword") {
      try $0.type("keywordField", "")
      $0.advance(milliseconds: 600)
    },
    Step(name: "the slow answer's time") { $0.advance(milliseconds: 1_000) },
    Step(name: "select Tokyo's Italian") { try $0.selectMarker("J001234504") },
    Step(name: "a transport error") {
      $0.http.injectFault(.transport("The network connection was lost."))
      try $0.tap("searchButton")
      $0.advance(milliseconds: 100)
    },
    Step(name: "dismiss") { try $0.tapAlertButton("OK") },
    Step(name: "a malformed body") {
      $0.http.injectFault(.malformedBody)
      try $0.tap("searchButton")
      $0.advance(milliseconds: 100)
    },
    Step(name: "a search while the alert is up") {
      try $0.tap("searchButton")
      $0.advance(milliseconds: 100)
    },
    Step(name: "dismiss again") { try $0.tapAlertButton("OK") },
    Step(name: "Mount Fuji, nothing") {
      $0.deliver(Host.mountFuji)
      try $0.tap("searchButton")
      $0.advance(milliseconds: 100)
    },
    Step(name: "dismiss the empty answer") { try $0.tapAlertButton("OK") },
    Step(name: "an error object") {
      try $0.type("keywordField", "error-1000-object")
      $0.advance(milliseconds: 600)
    },
    Step(name: "dismiss the error") { try $0.tapAlertButton("OK") },
    Step(name: "pending wait and request") {
      try $0.type("keywordField", "ramen")
      try $0.tap("searchButton")
    },
    Step(name: "teardown") { $0.tearDown() },
    Step(name: "time passes") { $0.advance(milliseconds: 2_000) },
  ]

  private static let accessAndFailuresScreens: [String: [RestaurantSearchParityTests.Screen]] = [
    "tap before a fix": [.exactly(RestaurantSearchContractTests.loadedScreen)],
    "only invalid fixes": [.exactly(RestaurantSearchContractTests.loadedScreen)],
    "a later fix": [
      .ending("""
        button searchButton title="Search" enabled=true
        activityIndicator activityIndicator animating=false
        map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
        label leftOutLabel hidden
        view infoWindow hidden
        """)
    ],
    "select a marker": [
      .ending("""
        view infoWindow
        label infoNameLabel text="神南 韓国料理 ソウルの灯"
        label infoGenreLabel text="Genre: 韓国料理"
        label infoPhotoLabel text="Photo: https://imgfp.hotp.jp/IMGH/46/04/\
        P031234604/P031234604_168.jpg"
        """)
    ],
    "sushi answers": [
      .ending("""
        map mapView center=(35.681236,139.767125) zoom=16.0 markers=2 overlays=0 selected=none
          marker "J001234503" "日本橋 鮨 いさご" "和食" (35.684017,139.771204)
          marker "J001234506" "八重洲 立喰い鮨 まるこう" "和食" (35.681662,139.769745)
        label leftOutLabel hidden
        view infoWindow hidden
        """)
    ],
    "a transport error": [
      .ending("""
        alert title="Error" message="Could not fetch restaurants: the connection failed (The \
        network connection was lost)" actions=[OK]
        """)
    ],
    "a search while the alert is up": [
      .ending("""
        alert title="Error" message="Could not fetch restaurants: the response could not be \
        read" actions=[OK]
        """)
    ],
    "Mount Fuji, nothing": [
      .ending("""
        map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
        label leftOutLabel hidden
        view infoWindow hidden
        alert title="Confirm" message="No restaurants were found nearby." actions=[OK]
        """)
    ],
    "an error object": [
      .ending("""
        alert title="Error" message="Could not fetch restaurants: the restaurant service \
        failed (code 1000)" actions=[OK]
        """)
    ],
    "time passes": [.exactly("no screen")],
  ]
}
