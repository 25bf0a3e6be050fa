import Domain
import Foundation
import SceneContract

extension FuzzProfile {
  /// The profile of `feature`, reading what it can from the scenarios' fixtures under
  /// `scenariosRoot` (the web pages, the search keywords, the GPX tracks).
  public static func profile(for feature: FeatureID, scenariosRoot: URL) -> FuzzProfile {
    let fixtures = FixtureVocabulary(scenariosRoot: scenariosRoot)
    switch feature {
    case .counter: return counter
    case .routeRecorder: return routeRecorder(tracks: fixtures.shortTracks)
    case .restaurantSearch:
      return restaurantSearch(
        keywords: fixtures.searchKeywords,
        places: fixtures.searchPlaces.map { ($0.latitude, $0.longitude) })
    case .webPage: return webPage(addresses: fixtures.pageAddresses)
    default: return generic
    }
  }

  /// Taps, restarts, and launches near the bounds of `Int` now and then.
  static var counter: FuzzProfile {
    var profile = FuzzProfile()
    let near = { (bound: Int, step: Int) in
      (1, LaunchOptions([LaunchOptions.initialCountKey: String(bound + step)]))
    }
    profile.launches = [(8, LaunchOptions()), near(.max, -12), near(.max, -3), near(.min, 12),
      near(.min, 3)]
    return profile
  }

  /// Titles (blank, duplicate, quoted, emoji), accuracies, fixes near Tokyo Station at the
  /// distance filters' scales, GPX replays, location errors, permission changes, a damaged
  /// disk, reads of the stored routes, and reads and exports off the main thread that take
  /// time (so a story can leave, delete or tear down while they run).
  static func routeRecorder(tracks: [String]) -> FuzzProfile {
    var profile = FuzzProfile()
    let titles = [
      "Walk", "Run", "Walk ", "Morning walk", "\"Quoted\" 🏯 walk", "散歩", "Walk 2", "Run 3",
      "Hike 4",
    ]
    profile.texts = ["titleField": titles + ["", "   "]]
    profile.advances = [
      .milliseconds(1), .milliseconds(20), .milliseconds(40), .milliseconds(500), .seconds(1),
      .seconds(2), .seconds(5), .seconds(30),
    ]
    profile.worldMoves = [
      .answerPrompt,
      .workLatency([.zero, .milliseconds(20), .milliseconds(40), .milliseconds(100)], weight: 1),
      .settings(
        [.authorizedAlways, .authorizedAlways, .authorizedWhenInUse, .denied, .notDetermined,
          .restricted], weight: 1),
      .fixes(
        near: [(35.681236, 139.767125)], offsets: [0, 0.00005, 0.0001, 0.001, 0.01, 0.05],
        weight: 5),
      .locationErrors(weight: 1),
      .gpxReplays(tracks, weight: 1),
      .storeDamage(weight: 1),
      .storeInspection(titles: titles, weight: 1),
    ]
    return profile
  }

  /// Keywords the fixtures answer (shops, none, failures), fixes at the fixtures' places and
  /// somewhere no fixture answers, HTTP faults, answers and latencies, and time around the
  /// debounce (500 ms), the latency (100 ms) and the request timeout (10 s).
  static func restaurantSearch(keywords: [String], places: [(Double, Double)]) -> FuzzProfile {
    var profile = FuzzProfile()
    profile.texts = ["keywordField": keywords + ["", "  ", "pizza", " ramen "]]
    profile.advances = [
      .milliseconds(1), .milliseconds(50), .milliseconds(99), .milliseconds(100),
      .milliseconds(101), .milliseconds(499), .milliseconds(500), .milliseconds(501),
      .milliseconds(600), .seconds(1), .seconds(10), .seconds(11),
    ]
    profile.worldMoves = [
      .answerPrompt,
      .settings(
        [.authorizedWhenInUse, .authorizedWhenInUse, .denied, .authorizedAlways, .notDetermined,
          .restricted], weight: 1),
      .fixes(near: places + [(10, 10)], offsets: [0, 0.001], weight: 4),
      .locationErrors(weight: 1),
      .httpFaults(weight: 2),
      .httpAnswers(
        ["hotpepper-no-shops.json", "hotpepper-shibuya.json", "hotpepper-default-format.xml",
          "hotpepper-lenient-shops.json"], weight: 1),
      .httpLatency([.milliseconds(50), .milliseconds(100), .milliseconds(400), .seconds(1)],
        weight: 1),
      .workLatency([.zero, .milliseconds(40), .milliseconds(300), .milliseconds(600)], weight: 1),
    ]
    return profile
  }

  /// Addresses of every fixture page, with and without a scheme, in capitals, unknown and
  /// invalid ones, and time on the pages' timelines (events every 100 ms, slow pages 4 s).
  static func webPage(addresses: [String]) -> FuzzProfile {
    var profile = FuzzProfile()
    profile.texts = [
      "addressField": addresses + [
        "example.com", "EXAMPLE.com", "https://unknown.example.net/", "not an address", "",
        "ftp://example.com/",
      ]
    ]
    profile.advances = [
      .milliseconds(1), .milliseconds(50), .milliseconds(100), .milliseconds(150),
      .milliseconds(300), .milliseconds(600), .seconds(1), .seconds(4),
    ]
    return profile
  }
}
