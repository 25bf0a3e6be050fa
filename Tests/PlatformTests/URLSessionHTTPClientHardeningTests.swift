import FixtureServer
import Foundation
import MainLoop
import Networking
import Testing

/// The URLSession client against a misbehaving local server (Tests/Servers/fixture_server.py):
/// redirects that would carry the query to another host, and bodies past the size limit.
@MainActor
@Suite("URLSession HTTP client hardening", .serialized)
struct URLSessionHTTPClientHardeningTests {
  @Test func aRedirectToAnotherHostIsRefusedAndTheKeyNeverGoesThere() throws {
    let base = try FixtureServer.baseURL()
    let secret = "key-\(UUID().uuidString)"
    let result = fetch(base + "/redirect/other-host?key=\(secret)")
    #expect(result == .failure(.redirectRefused(to: "localhost")))
    #expect(
      HTTPClientError.redirectRefused(to: "localhost").description
        == "a redirect to another host (localhost) was refused")
    let seen = try requestsSeen(base)
    #expect(seen.filter { $0.query["key"] == secret }.map(\.path) == ["/redirect/other-host"])
    #expect(!seen.contains { $0.host.hasPrefix("localhost") })
  }

  @Test func aRedirectWithinTheOriginIsFollowed() throws {
    let base = try FixtureServer.baseURL()
    let response = try #require(fetch(base + "/redirect/same-origin?key=k&lat=1")).get()
    #expect(response.statusCode == 200)
    let echoed = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(echoed?["path"] as? String == "/echo")
    #expect((echoed?["query"] as? [String: String])?["key"] == "k")
  }

  @Test(arguments: ["/large/", "/large-unannounced/"])
  func aBodyPastTheLimitFailsClearly(route: String) throws {
    let base = try FixtureServer.baseURL()
    let limit = 64 * 1024
    let result = fetch(base + route + String(limit * 4), maximumBodySize: limit)
    #expect(result == .failure(.responseTooLarge(limit: limit)))
    #expect(
      HTTPClientError.responseTooLarge(limit: limit).description
        == "the response is larger than 65536 bytes")
  }

  @Test(arguments: ["/large/", "/large-unannounced/"])
  func aBodyAtTheLimitIsRead(route: String) throws {
    let base = try FixtureServer.baseURL()
    let limit = 64 * 1024
    let response = try #require(fetch(base + route + String(limit), maximumBodySize: limit)).get()
    #expect(response.body.count == limit)
  }

  @Test func theDefaultLimitIsFourMebibytes() {
    #expect(URLSessionHTTPClient.defaultMaximumBodySize == 4_194_304)
    #expect(URLSessionHTTPClient(loop: MainLoop(mode: .live)).maximumBodySize == 4_194_304)
  }

  // MARK: - Support

  private struct Seen {
    let host: String
    let path: String
    let query: [String: String]
  }

  private func requestsSeen(_ base: String) throws -> [Seen] {
    let response = try #require(fetch(base + "/seen")).get()
    let list = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]] ?? []
    return list.map {
      Seen(
        host: $0["host"] as? String ?? "", path: $0["path"] as? String ?? "",
        query: $0["query"] as? [String: String] ?? [:])
    }
  }

  private func fetch(
    _ address: String, maximumBodySize: Int = URLSessionHTTPClient.defaultMaximumBodySize
  ) -> Result<HTTPResponse, HTTPClientError>? {
    let loop = MainLoop(mode: .live)
    let client = URLSessionHTTPClient(loop: loop, maximumBodySize: maximumBodySize)
    var result: Result<HTTPResponse, HTTPClientError>?
    guard let url = URL(string: address) else { return nil }
    client.send(HTTPRequest(url: url, timeout: 5)) { result = $0 }
    loop.run(until: { result != nil }, timeout: .seconds(10))
    return result
  }
}
