import Foundation

/// Words generated stories type, read from the scenarios' fixtures so that stories reach
/// what the fixtures hold: the web pages' addresses, the search keywords the fixture server
/// routes, the GPX tracks.
struct FixtureVocabulary {
  let scenariosRoot: URL

  /// Every page address of `fixtures/pages/pages.json`.
  var pageAddresses: [String] {
    let file = scenariosRoot.appendingPathComponent("fixtures/pages/pages.json")
    guard let data = try? Data(contentsOf: file),
      let manifest = try? JSONDecoder().decode(PageManifest.self, from: data)
    else { return [] }
    return manifest.pages.map(\.url)
  }

  /// Every keyword `fixtures/routes.json` routes, wildcards left out.
  var searchKeywords: [String] {
    let keywords = routes.compactMap { $0.query?["keyword"]?.text }
    return Array(Set(keywords.filter { $0 != "*" })).sorted()
  }

  /// Every place `fixtures/routes.json` answers at (`lat` and `lng` near a point), in file
  /// order, each once.
  var searchPlaces: [(latitude: Double, longitude: Double)] {
    var places: [(latitude: Double, longitude: Double)] = []
    for route in routes {
      guard let latitude = route.query?["lat"]?.near, let longitude = route.query?["lng"]?.near,
        !places.contains(where: { $0 == (latitude, longitude) })
      else { continue }
      places.append((latitude, longitude))
    }
    return places
  }

  private var routes: [RouteManifest.Route] {
    let file = scenariosRoot.appendingPathComponent("fixtures/routes.json")
    guard let data = try? Data(contentsOf: file),
      let manifest = try? JSONDecoder().decode(RouteManifest.self, from: data)
    else { return [] }
    return manifest.routes
  }

  /// The GPX tracks of `tracks/` small enough to replay in a story (under 64 KB: not the
  /// two-hour walk).
  var shortTracks: [String] {
    let folder = scenariosRoot.appendingPathComponent("tracks")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      guard name.hasSuffix(".gpx") else { return false }
      let size = (try? FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)[.size] as? Int) ?? nil
      return (size ?? .max) < 65_536
    }.sorted()
  }

  private struct PageManifest: Decodable {
    struct Page: Decodable { let url: String }
    let pages: [Page]
  }

  private struct RouteManifest: Decodable {
    struct Route: Decodable { let query: [String: QueryValue]? }
    let routes: [Route]
  }

  /// A query item a route matches: a text, `null` (absent), or a number near a point.
  private struct QueryValue: Decodable {
    var text: String?
    var near: Double?

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() { return }
      if let text = try? container.decode(String.self) {
        self.text = text
        return
      }
      near = try? container.decode(Near.self).near
    }

    private struct Near: Decodable { let near: Double }
  }
}
