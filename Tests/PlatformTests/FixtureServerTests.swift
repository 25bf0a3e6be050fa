import FixtureServer
import Foundation
import MainLoop
import Networking
import Testing

/// The local test server itself: clients that hang up early leave no traceback behind.
@MainActor
@Suite("Fixture server")
struct FixtureServerTests {
  @Test("a client that hangs up before its answer leaves standard error empty")
  func hungUpClients() throws {
    let server = try FixtureServer.launch(capturingErrors: true)
    let loop = MainLoop(mode: .live)
    let client = URLSessionHTTPClient(loop: loop)
    var results: [Result<HTTPResponse, HTTPClientError>] = []
    for _ in 0..<3 {
      let url = try #require(URL(string: server.baseURL + "/slow/400"))
      client.send(HTTPRequest(url: url, timeout: 0.1)) { results.append($0) }
    }
    loop.run(until: { results.count == 3 }, timeout: .seconds(5))
    #expect(results.allSatisfy { $0 == .failure(.timedOut) })
    loop.run(for: .milliseconds(600))
    let url = try #require(URL(string: server.baseURL + "/status/204"))
    var last: Result<HTTPResponse, HTTPClientError>?
    client.send(HTTPRequest(url: url)) { last = $0 }
    loop.run(until: { last != nil }, timeout: .seconds(5))
    #expect((try? last?.get())?.statusCode == 204)
    #expect(try server.stop() == "")
  }
}
