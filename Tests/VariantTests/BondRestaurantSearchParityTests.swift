import BondVariant
import CallbackVariant
import CleanSwiftVariant
import CoreLocationLite
import DelegateVariant
import KVOVariant
import Networking
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// All six restaurant searches played side by side through one story, as the harness compares
/// traces: after every step every screen must be identical to the first variant's, and at
/// chosen steps equal to what `Scenarios/restaurant-search/BEHAVIOR.md` says it shows.
@MainActor
@Suite("Restaurant search parity: all six styles")
struct BondRestaurantSearchParityTests {
  private typealias Host = RestaurantSearchSceneHost

  nonisolated static let variants = [
    CallbackScenes.variant, DelegateScenes.variant, KVOScenes.variant, BondScenes.variant,
    RxMVVMScenes.variant, CleanSwiftScenes.variant,
  ]

  /// One step of the story: its name, and what it does to a screen.
  private struct Step {
    let name: String
    let action: @MainActor (Host) throws -> Void
  }

  private static let story: [Step] = [
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

  /// What BEHAVIOR.md says some steps leave on screen (the whole screen or its last lines).
  private static let expectedEndings: [String: String] = [
    "tap before a fix": BondRestaurantSearchContractTests.loadedScreen,
    "only invalid fixes": BondRestaurantSearchContractTests.loadedScreen,
    "a later fix": """
      button searchButton title="Search" enabled=true
      activityIndicator activityIndicator animating=false
      map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
      view infoWindow hidden
      """,
    "select a marker": """
      view infoWindow
      label infoNameLabel text="神南 韓国料理 ソウルの灯"
      label infoGenreLabel text="Genre: 韓国料理"
      label infoPhotoLabel text="Photo: https://imgfp.hotp.jp/IMGH/46/04/\
      P031234604/P031234604_168.jpg"
      """,
    "sushi answers": """
      map mapView center=(35.681236,139.767125) zoom=16.0 markers=2 overlays=0 selected=none
        marker "J001234503" "日本橋 鮨 いさご" "和食" (35.684017,139.771204)
        marker "J001234506" "八重洲 立喰い鮨 まるこう" "和食" (35.681662,139.769745)
      view infoWindow hidden
      """,
    "a transport error": """
      alert title="Error" message="Could not fetch restaurants: the connection failed (The \
      network connection was lost)" actions=[OK]
      """,
    "a search while the alert is up": """
      alert title="Error" message="Could not fetch restaurants: the response could not be \
      read" actions=[OK]
      """,
    "Mount Fuji, nothing": """
      map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
      view infoWindow hidden
      alert title="Confirm" message="No restaurants were found nearby." actions=[OK]
      """,
    "an error object": """
      alert title="Error" message="Could not fetch restaurants: the restaurant service failed \
      (code 1000)" actions=[OK]
      """,
    "time passes": "no screen",
  ]

  @Test func everyStepLeavesTheSameScreenInEveryStyle() throws {
    let hosts = try Self.variants.map { try Host($0, authorization: .notDetermined) }
    let reference = try #require(hosts.first)
    for step in Self.story {
      for host in hosts { try step.action(host) }
      for host in hosts.dropFirst() {
        #expect(
          host.snapshot == reference.snapshot,
          "\(host.variant) differs from \(reference.variant) after \"\(step.name)\"")
      }
      if let ending = Self.expectedEndings[step.name] {
        #expect(reference.snapshot.hasSuffix(ending), "after \"\(step.name)\"")
      }
    }
    for host in hosts {
      #expect(host.http.requests.count == 10, "\(host.variant)")
      #expect(host.liveComponentCount == 0, "\(host.variant) left scene objects alive")
      #expect(host.device.liveManagerCount == 0, "\(host.variant) left its location manager")
    }
  }
}
