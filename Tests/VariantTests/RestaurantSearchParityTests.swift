import CoreLocationLite
import Networking
import SceneContract
import Testing
import UIKitLite

/// Callback, delegate and KVO restaurant searches played side by side through one long story:
/// after every step all three screens must be identical, as the harness demands of a trace.
@MainActor
@Suite("Restaurant search parity: callback, delegate and KVO")
struct RestaurantSearchParityTests {
  private typealias Host = RestaurantSearchSceneHost

  /// One step of the story: what it does, to each screen in turn.
  private struct Step {
    let name: String
    let action: @MainActor (Host) throws -> Void
  }

  private static let story: [Step] = [
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

  @Test func everyStepLeavesTheSameScreen() throws {
    let hosts = try RestaurantSearchContractTests.variants.map { try Host($0) }
    try expectSameSnapshots(hosts, after: "load")
    for step in Self.story {
      for host in hosts { try step.action(host) }
      try expectSameSnapshots(hosts, after: step.name)
    }
    for host in hosts {
      #expect(host.http.requests.count == 8, "\(host.variant)")
      #expect(host.liveComponentCount == 0, "\(host.variant) left scene objects alive")
    }
  }

  @Test func theStoryEndsOnTheExpectedScreens() throws {
    let host = try Host(RestaurantSearchContractTests.variants[0])
    var screens: [String: String] = [:]
    for step in Self.story {
      try step.action(host)
      screens[step.name] = host.snapshot
    }
    #expect(screens["wait: dropped"]?.contains("text=\"ramen\"") == true)
    #expect(screens["superseded answer time"]?.contains("markers=4") == true)
    #expect(
      screens["API error"]?.hasSuffix(
        "alert title=\"Error\" message=\"Could not fetch restaurants: the API key was rejected"
          + " (code 2000)\" actions=[OK]") == true)
    #expect(
      screens["tap while the alert is up"]?.hasSuffix(
        "alert title=\"Confirm\" message=\"No restaurants were found nearby.\" actions=[OK]")
        == true)
    #expect(screens["tap while the alert is up"]?.contains("markers=3") == true)
    #expect(screens["select a Shinjuku marker"]?.contains("label infoNameLabel") == true)
    #expect(screens["answer time passes"] == "no screen")
  }

  private func expectSameSnapshots(_ hosts: [Host], after step: String) throws {
    let reference = try #require(hosts.first)
    for host in hosts.dropFirst() {
      #expect(
        host.snapshot == reference.snapshot,
        "\(host.variant) differs from \(reference.variant) after \(step)")
    }
  }
}
