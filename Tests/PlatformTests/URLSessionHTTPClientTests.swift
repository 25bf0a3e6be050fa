import FixtureServer
import Foundation
import MainLoop
import Networking
import Testing

/// Runs the real URLSession client against Tests/Servers/fixture_server.py on 127.0.0.1.
@MainActor
@Suite("URLSession HTTP client against a local server", .serialized)
struct URLSessionHTTPClientTests {
  @Test func sendsQueryItemsAndReadsTheBody() throws {
    let base = try FixtureServer.baseURL()
    let ramen = "%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3"
    let body = try #require(fetch(base + "/echo?lat=35.5&keyword=\(ramen)")).get()
    #expect(body.statusCode == 200)
    let echoed = try JSONSerialization.jsonObject(with: body.body) as? [String: Any]
    let query = echoed?["query"] as? [String: String]
    #expect(query?["lat"] == "35.5")
    #expect(query?["keyword"] == "ラーメン")
  }

  @Test func passesNon200StatusesThrough() throws {
    let base = try FixtureServer.baseURL()
    let response = try #require(fetch(base + "/status/503")).get()
    #expect(response.statusCode == 503)
  }

  @Test func reportsTimeouts() throws {
    let base = try FixtureServer.baseURL()
    #expect(fetch(base + "/slow/3000", timeout: 0.5) == .failure(.timedOut))
  }

  @Test func reportsTransportErrors() throws {
    // Port 9 on loopback has no listener: the connection is refused.
    let result = try #require(fetch("http://127.0.0.1:9/"))
    guard case .failure(.transport) = result else {
      Issue.record("expected a transport error, got \(result)")
      return
    }
  }

  @Test func cancelledRequestsNeverComplete() throws {
    let base = try FixtureServer.baseURL()
    let loop = MainLoop(mode: .live)
    let client = URLSessionHTTPClient(loop: loop)
    var completed = false
    let url = try #require(URL(string: base + "/slow/200"))
    let task = client.send(HTTPRequest(url: url)) { _ in completed = true }
    task.cancel()
    loop.run(for: .milliseconds(500))
    #expect(!completed)
  }

  private func fetch(_ address: String, timeout: TimeInterval = 5)
    -> Result<HTTPResponse, HTTPClientError>?
  {
    let loop = MainLoop(mode: .live)
    let client = URLSessionHTTPClient(loop: loop)
    var result: Result<HTTPResponse, HTTPClientError>?
    guard let url = URL(string: address) else { return nil }
    client.send(HTTPRequest(url: url, timeout: timeout)) { result = $0 }
    loop.run(until: { result != nil }, timeout: .seconds(10))
    return result
  }
}
