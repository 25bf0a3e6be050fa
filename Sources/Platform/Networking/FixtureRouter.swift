import Foundation

/// Answers fixture requests from files, by the routes of a manifest (`routes.json`).
///
/// The manifest is a JSON object with a `routes` array, tried in order; the first route whose
/// conditions all hold answers. A route has a `name`, an optional `path` (the URL path must
/// equal it), optional `query` conditions, an optional `status` (default 200) and an optional
/// `file` (the body, relative to the manifest's folder; no file means an empty body). A query
/// condition on an item is one of:
/// - `"text"`: present and equal to `text` (after percent-decoding);
/// - `"*"`: present, with any value;
/// - `null`: absent;
/// - `{"near": 35.68, "within": 0.005}`: a number no further than `within` from `near`.
///
/// Every file is read when the router is made, so a broken manifest fails at once, naming the
/// file; a request no route matches gets a 404 whose body says so.
public struct FixtureRouter: Sendable {
  /// What a query condition asks of one query item.
  public enum QueryCondition: Sendable, Equatable {
    case equals(String)
    case present
    case absent
    case near(Double, within: Double)
  }

  /// One manifest entry: when it applies and what it answers.
  public struct Route: Sendable, Equatable {
    public let name: String
    public let path: String?
    public let query: [String: QueryCondition]
    public let status: Int
    /// The body's file name relative to the fixture folder, or nil for an empty body.
    public let file: String?
    let body: Data
  }

  /// The manifest's file name inside the fixture folder.
  public static let manifestFileName = "routes.json"

  /// The routes, in the order they are tried.
  public let routes: [Route]

  /// Reads `routes.json` in `directory` and every file its routes name.
  public init(directory: URL) throws(FixtureRouterError) {
    let manifest = directory.appendingPathComponent(Self.manifestFileName)
    guard let data = FileManager.default.contents(atPath: manifest.path) else {
      throw FixtureRouterError(
        file: manifest.path, message: "the fixture manifest is missing or unreadable")
    }
    routes = try ManifestParser(path: manifest.path, directory: directory).parse(data)
  }

  /// The first route matching `request`, if any.
  public func route(for request: HTTPRequest) -> Route? {
    let path = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.path ?? ""
    let items = request.queryItems
    return routes.first { route in
      if let expected = route.path, expected != path { return false }
      return route.query.allSatisfy { name, condition in
        condition.holds(for: items.first { $0.name == name }?.value)
      }
    }
  }

  /// The answer for `request`: its route's status and file, or a 404 explaining the miss.
  public func response(for request: HTTPRequest) -> HTTPResponse {
    guard let route = route(for: request) else {
      let text = "no fixture route matches \(request.method) \(request.url.absoluteString)\n"
      return HTTPResponse(
        statusCode: 404, headers: ["Content-Type": "text/plain; charset=utf-8"],
        body: Data(text.utf8))
    }
    return HTTPResponse(
      statusCode: route.status, headers: ["Content-Type": Self.contentType(of: route.file)],
      body: route.body)
  }

  /// The router as the responder of a ``FixtureHTTPClient``.
  public var responder: FixtureHTTPClient.Responder {
    { request in response(for: request) }
  }

  private static func contentType(of file: String?) -> String {
    switch file.map({ URL(fileURLWithPath: $0).pathExtension }) {
    case "json": return "application/json; charset=utf-8"
    case "xml": return "application/xml; charset=utf-8"
    case "html": return "text/html; charset=utf-8"
    default: return "text/plain; charset=utf-8"
    }
  }
}

// MARK: - Matching

extension FixtureRouter.QueryCondition {
  func holds(for value: String?) -> Bool {
    switch self {
    case .equals(let expected): return value == expected
    case .present: return value != nil
    case .absent: return value == nil
    case .near(let center, let tolerance):
      guard let value, let number = Double(value), number.isFinite else { return false }
      return abs(number - center) <= tolerance
    }
  }
}

// MARK: - Errors

/// A fixture manifest that cannot be used; the message names the file and the route.
public struct FixtureRouterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The manifest or fixture file at fault.
  public let file: String
  public let message: String

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  public var description: String { "\(file): \(message)" }
}

// MARK: - Manifest parsing

private struct ManifestParser {
  let path: String
  let directory: URL

  func parse(_ data: Data) throws(FixtureRouterError) -> [FixtureRouter.Route] {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw failure("the fixture manifest is not valid JSON")
    }
    guard let top = object as? [String: Any], let entries = top["routes"] as? [Any] else {
      throw failure("expected a JSON object with a `routes` array")
    }
    var routes: [FixtureRouter.Route] = []
    for (index, entry) in entries.enumerated() {
      routes.append(try route(entry, number: index + 1))
    }
    return routes
  }

  private func route(_ entry: Any, number: Int) throws(FixtureRouterError) -> FixtureRouter.Route {
    guard let fields = entry as? [String: Any] else {
      throw failure("route \(number): expected a JSON object")
    }
    guard let name = fields["name"] as? String, !name.isEmpty else {
      throw failure("route \(number): expected a `name` string")
    }
    let label = "route \(number) (`\(name)`)"
    if let path = fields["path"], !(path is String) {
      throw failure("\(label): `path` must be a string")
    }
    let status = try statusCode(fields["status"], label: label)
    var query: [String: FixtureRouter.QueryCondition] = [:]
    if let conditions = fields["query"] {
      guard let conditions = conditions as? [String: Any] else {
        throw failure("\(label): `query` must be an object of conditions")
      }
      for (item, condition) in conditions {
        query[item] = try queryCondition(condition, label: "\(label), query `\(item)`")
      }
    }
    let file = fields["file"] as? String
    if fields["file"] != nil, file == nil { throw failure("\(label): `file` must be a string") }
    return FixtureRouter.Route(
      name: name, path: fields["path"] as? String, query: query, status: status, file: file,
      body: try body(of: file, label: label))
  }

  private func statusCode(_ value: Any?, label: String) throws(FixtureRouterError) -> Int {
    guard let value else { return 200 }
    guard let number = value as? Double, let status = Int(exactly: number), 100...599 ~= status
    else {
      throw failure("\(label): `status` must be an HTTP status code (100–599)")
    }
    return status
  }

  private func queryCondition(_ value: Any, label: String) throws(FixtureRouterError)
    -> FixtureRouter.QueryCondition
  {
    if value is NSNull { return .absent }
    if let text = value as? String { return text == "*" ? .present : .equals(text) }
    if let range = value as? [String: Any], range.count == 2,
      let center = range["near"] as? Double, let tolerance = range["within"] as? Double,
      tolerance >= 0
    {
      return .near(center, within: tolerance)
    }
    throw failure(
      "\(label): expected a string, \"*\", null or {\"near\": number, \"within\": number}")
  }

  private func body(of file: String?, label: String) throws(FixtureRouterError) -> Data {
    guard let file else { return Data() }
    let url = directory.appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw failure("\(label): the fixture file `\(file)` is missing or unreadable")
    }
    return data
  }

  private func failure(_ message: String) -> FixtureRouterError {
    FixtureRouterError(file: path, message: message)
  }
}
