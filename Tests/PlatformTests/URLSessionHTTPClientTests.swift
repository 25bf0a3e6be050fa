import Foundation
import MainLoop
import Networking
import Testing

/// Runs the real URLSession client against Tests/Servers/fixture_server.py on 127.0.0.1.
@MainActor
@Suite("URLSession HTTP client against a local server", .serialized)
struct URLSessionHTTPClientTests {
  @Test func sendsQueryItemsAndReadsTheBody() throws {
    try LocalServer.with { base in
      let body = try #require(fetch(base + "/echo?lat=35.5&keyword=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3")).get()
      #expect(body.statusCode == 200)
      let echoed = try JSONSerialization.jsonObject(with: body.body) as? [String: Any]
      let query = echoed?["query"] as? [String: String]
      #expect(query?["lat"] == "35.5")
      #expect(query?["keyword"] == "ラーメン")
    }
  }

  @Test func passesNon200StatusesThrough() throws {
    try LocalServer.with { base in
      let response = try #require(fetch(base + "/status/503")).get()
      #expect(response.statusCode == 503)
    }
  }

  @Test func reportsTimeouts() throws {
    try LocalServer.with { base in
      #expect(fetch(base + "/slow/3000", timeout: 0.5) == .failure(.timedOut))
    }
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
    try LocalServer.with { base in
      let loop = MainLoop(mode: .live)
      let client = URLSessionHTTPClient(loop: loop)
      var completed = false
      let url = try #require(URL(string: base + "/slow/200"))
      let task = client.send(HTTPRequest(url: url)) { _ in completed = true }
      task.cancel()
      loop.run(for: .milliseconds(500))
      #expect(!completed)
    }
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

/// Starts fixture_server.py, hands its base URL to `body`, and stops it afterwards.
enum LocalServer {
  static func with(_ body: (String) throws -> Void) throws {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Servers/fixture_server.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    defer {
      try? input.fileHandleForWriting.close()
      process.terminate()
      process.waitUntilExit()
    }
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
      byte != Data("\n".utf8)
    {
      line += byte
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      Issue.record("fixture server did not print its port")
      return
    }
    try body("http://127.0.0.1:\(port)")
  }
}
