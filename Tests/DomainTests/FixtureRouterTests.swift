import Foundation
import MainLoop
import Networking
import Testing

/// The manifest rules of ``FixtureRouter``, on small manifests written for each test.
@MainActor
@Suite("Fixture router")
struct FixtureRouterTests {
  // MARK: - Matching

  @Test func firstMatchingRouteAnswersWithItsStatusAndFile() throws {
    try withFixtures(
      routes: """
        {"name": "ramen", "path": "/search", "query": {"keyword": "ramen"}, "file": "ramen.json"},
        {"name": "any", "path": "/search", "status": 503, "file": "busy.txt"}
        """,
      files: ["ramen.json": "{\"shops\": 2}", "busy.txt": "busy"]
    ) { router in
      let ramen = router.response(for: request("/search?keyword=ramen"))
      #expect(ramen.statusCode == 200)
      #expect(ramen.body == Data("{\"shops\": 2}".utf8))
      #expect(ramen.headers["Content-Type"] == "application/json; charset=utf-8")
      let other = router.response(for: request("/search?keyword=sushi"))
      #expect(other.statusCode == 503)
      #expect(other.body == Data("busy".utf8))
      #expect(router.route(for: request("/search"))?.name == "any")
    }
  }

  @Test func pathMustBeEqual() throws {
    try withFixtures(routes: #"{"name": "v1", "path": "/v1/"}"#) { router in
      #expect(router.route(for: request("/v1/?a=1"))?.name == "v1")
      #expect(router.route(for: request("/v1")) == nil)
      #expect(router.route(for: request("/v2/")) == nil)
    }
  }

  @Test func nullMeansAbsentAndStarMeansPresent() throws {
    try withFixtures(
      routes: """
        {"name": "no-keyword", "query": {"keyword": null}},
        {"name": "some-keyword", "query": {"keyword": "*"}}
        """
    ) { router in
      #expect(router.route(for: request("/s?lat=1"))?.name == "no-keyword")
      #expect(router.route(for: request("/s?keyword=x"))?.name == "some-keyword")
      #expect(router.route(for: request("/s?keyword="))?.name == "some-keyword")
    }
  }

  @Test func nearMatchesNumbersWithinTheTolerance() throws {
    try withFixtures(
      routes: #"{"name": "tokyo", "query": {"lat": {"near": 35.681236, "within": 0.005}}}"#
    ) { router in
      #expect(router.route(for: request("/s?lat=35.681236"))?.name == "tokyo")
      #expect(router.route(for: request("/s?lat=35.686"))?.name == "tokyo")
      #expect(router.route(for: request("/s?lat=35.676300"))?.name == "tokyo")
      #expect(router.route(for: request("/s?lat=35.687")) == nil)
      #expect(router.route(for: request("/s?lat=north")) == nil)
      #expect(router.route(for: request("/s")) == nil)
    }
  }

  @Test func equalsComparesPercentDecodedValues() throws {
    try withFixtures(routes: #"{"name": "ja", "query": {"keyword": "ラーメン"}}"#) { router in
      let encoded = "/s?keyword=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3"
      #expect(router.route(for: request(encoded))?.name == "ja")
      #expect(router.route(for: request("/s?keyword=ramen")) == nil)
    }
  }

  @Test func unknownRequestsGetA404ThatSaysSo() throws {
    try withFixtures(routes: #"{"name": "only", "path": "/only"}"#) { router in
      let response = router.response(for: request("/elsewhere?lat=1"))
      #expect(response.statusCode == 404)
      let text = String(decoding: response.body, as: UTF8.self)
      #expect(text == "no fixture route matches GET http://fixture.test/elsewhere?lat=1\n")
    }
  }

  @Test func routesWithoutFileAnswerAnEmptyBody() throws {
    try withFixtures(routes: #"{"name": "gone", "status": 410}"#) { router in
      let response = router.response(for: request("/x"))
      #expect(response.statusCode == 410)
      #expect(response.body.isEmpty)
    }
  }

  // MARK: - With the fixture client, in virtual time

  @Test func fixtureClientAnswersFromTheRouterAfterItsLatency() throws {
    try withFixtures(
      routes: #"{"name": "hit", "query": {"q": "a"}, "file": "a.json"}"#, files: ["a.json": "[1]"]
    ) { router in
      let loop = MainLoop()
      let client = FixtureHTTPClient(
        loop: loop, latency: .milliseconds(250), responder: router.responder)
      var hit: Result<HTTPResponse, HTTPClientError>?
      var miss: Result<HTTPResponse, HTTPClientError>?
      client.send(request("/s?q=a")) { hit = $0 }
      client.send(request("/s?q=b")) { miss = $0 }
      loop.advance(by: .milliseconds(249))
      #expect(hit == nil && miss == nil)
      loop.advance(by: .milliseconds(1))
      let hitBody = try hit?.get().body
      let missStatus = try miss?.get().statusCode
      #expect(hitBody == Data("[1]".utf8))
      #expect(missStatus == 404)
    }
  }

  @Test func injectedFaultsStillWinOverTheRouter() throws {
    try withFixtures(routes: #"{"name": "hit", "file": "a.json"}"#, files: ["a.json": "[1]"]) {
      router in
      let loop = MainLoop()
      let client = FixtureHTTPClient(loop: loop, responder: router.responder)
      client.injectFault(.status(500))
      var results: [Result<HTTPResponse, HTTPClientError>] = []
      client.send(request("/s")) { results.append($0) }
      client.send(request("/s")) { results.append($0) }
      loop.advance(by: .milliseconds(100))
      let statuses = try results.map { try $0.get().statusCode }
      #expect(statuses == [500, 200])
    }
  }

  // MARK: - Broken manifests

  @Test func missingManifestNamesTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let manifest = folder.url.appendingPathComponent("routes.json").path
    #expect(
      throws: FixtureRouterError(
        file: manifest, message: "the fixture manifest is missing or unreadable")
    ) {
      try FixtureRouter(directory: folder.url)
    }
  }

  @Test(arguments: [
    ("{", "the fixture manifest is not valid JSON"),
    (#"{"shops": []}"#, "expected a JSON object with a `routes` array"),
    (#"{"routes": [3]}"#, "route 1: expected a JSON object"),
    (#"{"routes": [{"path": "/a"}]}"#, "route 1: expected a `name` string"),
    (
      #"{"routes": [{"name": "a"}, {"name": "b", "status": "ok"}]}"#,
      "route 2 (`b`): `status` must be an HTTP status code (100–599)"
    ),
    (
      #"{"routes": [{"name": "a", "status": 42}]}"#,
      "route 1 (`a`): `status` must be an HTTP status code (100–599)"
    ),
    (#"{"routes": [{"name": "a", "path": 1}]}"#, "route 1 (`a`): `path` must be a string"),
    (#"{"routes": [{"name": "a", "file": 1}]}"#, "route 1 (`a`): `file` must be a string"),
    (
      #"{"routes": [{"name": "a", "query": ["lat"]}]}"#,
      "route 1 (`a`): `query` must be an object of conditions"
    ),
    (
      #"{"routes": [{"name": "a", "query": {"lat": {"near": 1}}}]}"#,
      #"route 1 (`a`), query `lat`: expected a string, "*", null or "#
        + #"{"near": number, "within": number}"#
    ),
    (
      #"{"routes": [{"name": "a", "file": "absent.json"}]}"#,
      "route 1 (`a`): the fixture file `absent.json` is missing or unreadable"
    ),
  ])
  func invalidManifestsAreClearErrors(manifest: String, message: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(manifest, to: "routes.json")
    let path = folder.url.appendingPathComponent("routes.json").path
    #expect(throws: FixtureRouterError(file: path, message: message)) {
      try FixtureRouter(directory: folder.url)
    }
  }

  @Test func errorDescriptionStartsWithTheFile() {
    let error = FixtureRouterError(file: "Scenarios/fixtures/routes.json", message: "broken")
    #expect(error.description == "Scenarios/fixtures/routes.json: broken")
  }

  // MARK: - Helpers

  private func request(_ pathAndQuery: String) -> HTTPRequest {
    HTTPRequest(url: URL(string: "http://fixture.test" + pathAndQuery)!)
  }

  private func withFixtures(
    routes: String, files: [String: String] = [:], _ body: (FixtureRouter) throws -> Void
  ) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("{\"routes\": [\n\(routes)\n]}", to: "routes.json")
    for (name, text) in files { try folder.write(text, to: name) }
    try body(try FixtureRouter(directory: folder.url))
  }
}

/// A fresh folder under the temporary directory, removed by ``remove()``.
private struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixture-router-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
