import Foundation
import Networking

/// What the fixture HTTP client answers scenario requests with: the one place to extend when a
/// feature routes requests to files under `Scenarios/fixtures/`.
enum FixtureResponder {
  /// Today every request is answered `404` with an empty body.
  static func make(fixturesRoot: URL) -> FixtureHTTPClient.Responder {
    { _ in HTTPResponse(statusCode: 404, body: Data()) }
  }
}
