import Foundation
import MainLoop
import Networking
import Testing

/// The real manifest, Scenarios/fixtures/routes.json: which request gets which fixture.
@Suite("Fixture router: the Hotpepper manifest")
struct FixtureRouterManifestTests {
  @Test(arguments: [
    ("lat=35.681236&lng=139.767125", "tokyo-station", "hotpepper-tokyo-station.json"),
    ("lat=35.683000&lng=139.765000", "tokyo-station", "hotpepper-tokyo-station.json"),
    (
      "lat=35.681236&lng=139.767125&keyword=ramen", "tokyo-station-ramen",
      "hotpepper-tokyo-station-ramen.json"
    ),
    (
      "lat=35.681236&lng=139.767125&keyword=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3",
      "tokyo-station-ramen-ja", "hotpepper-tokyo-station-ramen.json"
    ),
    (
      "lat=35.681236&lng=139.767125&keyword=sushi", "tokyo-station-sushi",
      "hotpepper-tokyo-station-sushi.json"
    ),
    (
      "lat=35.681236&lng=139.767125&keyword=pizza", "tokyo-station-other-keyword",
      "hotpepper-no-shops.json"
    ),
    ("lat=35.658034&lng=139.701636", "shibuya", "hotpepper-shibuya.json"),
    (
      "lat=35.658034&lng=139.701636&keyword=ramen", "shibuya-ramen",
      "hotpepper-shibuya-ramen.json"
    ),
    (
      "lat=35.658034&lng=139.701636&keyword=sushi", "shibuya-other-keyword",
      "hotpepper-no-shops.json"
    ),
    (
      "lat=35.690921&lng=139.700258", "shinjuku-string-coordinates",
      "hotpepper-shinjuku-string-coordinates.json"
    ),
    (
      "lat=35.690921&lng=139.700258&keyword=yakiniku", "shinjuku-other-keyword",
      "hotpepper-no-shops.json"
    ),
    ("lat=35.360556&lng=138.727778", "mount-fuji-summit", "hotpepper-no-shops.json"),
    (
      "lat=35.360556&lng=138.727778&keyword=ramen", "mount-fuji-summit",
      "hotpepper-no-shops.json"
    ),
    (
      "lat=35.658034&lng=139.701636&keyword=error-1000", "api-error-1000",
      "hotpepper-error-1000.json"
    ),
    (
      "lat=0&lng=0&keyword=error-2000-object", "api-error-2000-object",
      "hotpepper-error-2000-object.json"
    ),
    (
      "lat=35.681236&lng=139.767125&keyword=error-3000", "api-error-3000",
      "hotpepper-error-3000.json"
    ),
    (
      "lat=35.681236&lng=139.767125&keyword=error-malformed", "malformed-body",
      "hotpepper-malformed.json"
    ),
  ])
  func searchesGetTheirFixture(query: String, route: String, file: String) throws {
    let router = try HotpepperFixtureFolder.router()
    let request = HotpepperFixtureFolder.request("key=k&range=3&format=json&" + query)
    let matched = try #require(router.route(for: request))
    #expect(matched.name == route)
    #expect(matched.file == file)
    let response = router.response(for: request)
    #expect(response.statusCode == 200)
    #expect(response.body == (try HotpepperFixtureFolder.contents(of: file)))
  }

  @Test func serverErrorKeywordAnswersHTTP500WithAnHTMLBody() throws {
    let router = try HotpepperFixtureFolder.router()
    let response = router.response(
      for: HotpepperFixtureFolder.request("key=k&lat=1&lng=2&format=json&keyword=error-http-500"))
    #expect(response.statusCode == 500)
    #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
    #expect(String(decoding: response.body, as: UTF8.self).contains("Internal Server Error"))
  }

  @Test func requestsLikeTheRealServiceRejectsGetItsAnswers() throws {
    let router = try HotpepperFixtureFolder.router()
    let noKey = HotpepperFixtureFolder.request("lat=35.681236&lng=139.767125&format=json")
    #expect(router.route(for: noKey)?.file == "hotpepper-error-2000.json")
    let noFormat = HotpepperFixtureFolder.request("key=k&lat=35.681236&lng=139.767125")
    #expect(router.route(for: noFormat)?.file == "hotpepper-default-format.xml")
  }

  @Test func unknownPlacesAndPathsAre404() throws {
    let router = try HotpepperFixtureFolder.router()
    let osaka = HotpepperFixtureFolder.request("key=k&lat=34.702485&lng=135.495951&format=json")
    #expect(router.response(for: osaka).statusCode == 404)
    let url = try #require(URL(string: "https://webservice.recruit.co.jp/hotpepper/shop/v1/?key=k"))
    #expect(router.response(for: HTTPRequest(url: url)).statusCode == 404)
  }

  @Test func everyFixtureFileIsRoutedAndListedInTheReadme() throws {
    let router = try HotpepperFixtureFolder.router()
    let names = try FileManager.default.contentsOfDirectory(
      atPath: HotpepperFixtureFolder.url.path)
    let fixtures = Set(names).subtracting(["routes.json", "README.md"])
    let routed = Set(router.routes.compactMap(\.file))
    #expect(routed == fixtures.filter { $0.hasPrefix("hotpepper-") })
    let readme = String(
      decoding: try HotpepperFixtureFolder.contents(of: "README.md"), as: UTF8.self)
    for name in fixtures.union(["routes.json"]) {
      #expect(readme.contains("`\(name)`"), "README.md does not list \(name)")
    }
  }

  @Test func routeNamesAreUnique() throws {
    let names = try HotpepperFixtureFolder.router().routes.map(\.name)
    #expect(Set(names).count == names.count)
  }
}

/// Scenarios/fixtures, found from this file's place in the repository.
enum HotpepperFixtureFolder {
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/fixtures")

  static func router() throws -> FixtureRouter {
    try FixtureRouter(directory: url)
  }

  static func contents(of name: String) throws -> Data {
    try Data(contentsOf: url.appendingPathComponent(name))
  }

  /// A request to the public endpoint's path with `query` (already percent-encoded).
  static func request(_ query: String) -> HTTPRequest {
    HTTPRequest(
      url: URL(string: "https://webservice.recruit.co.jp/hotpepper/gourmet/v1/?" + query)!)
  }
}
