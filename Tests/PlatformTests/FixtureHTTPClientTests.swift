import Foundation
import MainLoop
import Networking
import Testing

@MainActor
@Suite("Fixture HTTP client")
struct FixtureHTTPClientTests {
  private let url = URL(string: "http://fixture.test/search?lat=35.0&keyword=ramen")!

  private func makeClient(_ loop: MainLoop) -> FixtureHTTPClient {
    FixtureHTTPClient(loop: loop, latency: .milliseconds(100)) { request in
      HTTPResponse(statusCode: 200, body: Data((request.queryValue("keyword") ?? "").utf8))
    }
  }

  @Test func answersAfterTheVirtualLatencyNeverSynchronously() throws {
    let loop = MainLoop()
    let client = makeClient(loop)
    var result: Result<HTTPResponse, HTTPClientError>?
    client.send(HTTPRequest(url: url)) { result = $0 }
    loop.runUntilIdle()
    #expect(result == nil)
    #expect(client.inFlightCount == 1)
    loop.advance(by: .milliseconds(100))
    #expect(try result?.get().body == Data("ramen".utf8))
    #expect(client.requests.map(\.url) == [url])
    #expect(client.inFlightCount == 0)
  }

  @Test func cancelledRequestsNeverComplete() {
    let loop = MainLoop()
    let client = makeClient(loop)
    var completed = false
    let task = client.send(HTTPRequest(url: url)) { _ in completed = true }
    task.cancel()
    loop.advance(by: .seconds(1))
    #expect(!completed)
  }

  @Test func faultsApplyToTheNextRequestsInOrder() throws {
    let loop = MainLoop()
    let client = makeClient(loop)
    client.injectFault(.status(503))
    client.injectFault(.transport("offline"))
    client.injectFault(.malformedBody)
    var results: [Result<HTTPResponse, HTTPClientError>] = []
    for _ in 0..<4 { client.send(HTTPRequest(url: url)) { results.append($0) } }
    loop.advance(by: .milliseconds(100))
    #expect(results.count == 4)
    #expect(try results[0].get().statusCode == 503)
    #expect(results[1] == .failure(.transport("offline")))
    #expect(try results[2].get().body == Data("<html>".utf8))
    #expect(try results[3].get().body == Data("ramen".utf8))
  }

  @Test func delayAndTimeoutFaultsMoveTheAnswerInTime() {
    let loop = MainLoop()
    let client = makeClient(loop)
    client.injectFault(.delay(.seconds(2)))
    client.injectFault(.timeout)
    var slow: Result<HTTPResponse, HTTPClientError>?
    var timedOut: Result<HTTPResponse, HTTPClientError>?
    client.send(HTTPRequest(url: url)) { slow = $0 }
    client.send(HTTPRequest(url: url, timeout: 5)) { timedOut = $0 }
    loop.advance(by: .milliseconds(2099))
    #expect(slow == nil)
    loop.advance(by: .milliseconds(1))
    #expect(slow != nil)
    loop.advance(by: .milliseconds(2899))
    #expect(timedOut == nil)
    loop.advance(by: .milliseconds(1))
    #expect(timedOut == .failure(.timedOut))
  }
}
