import Foundation
import Networking

/// What the fixture HTTP client answers scenario requests with: the `FixtureRouter` of
/// `Scenarios/fixtures/routes.json`, the one place to extend when a feature routes requests
/// to files there.
enum FixtureResponder {
  /// The router's responder; a fixtures folder without a manifest answers every request
  /// `404` with an empty body.
  ///
  /// - Throws: ``FixtureRouterError`` naming the manifest when it is unreadable or invalid.
  static func load(fixturesRoot: URL) throws(FixtureRouterError) -> FixtureHTTPClient.Responder {
    let manifest = fixturesRoot.appendingPathComponent(FixtureRouter.manifestFileName)
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      return { _ in HTTPResponse(statusCode: 404, body: Data()) }
    }
    return try FixtureRouter(directory: fixturesRoot).responder
  }

  /// ``load(fixturesRoot:)`` for hosts built after validation: a manifest that stopped being
  /// valid answers `500` with the error as the body, so the scenario fails visibly.
  static func make(fixturesRoot: URL) -> FixtureHTTPClient.Responder {
    do {
      return try load(fixturesRoot: fixturesRoot)
    } catch {
      let body = Data(error.description.utf8)
      return { _ in HTTPResponse(statusCode: 500, body: body) }
    }
  }
}
