import CallbackVariant
import CoreLocationLite
import DelegateVariant
import Domain
import KVOVariant
import KVOLite
import Networking
import SceneContract
import Testing
import UIKitLite

/// `Scenarios/restaurant-search/BEHAVIOR.md`, checked on the three styles without stream
/// operators — callback, delegate and KVO — each driven only through its widgets, the device,
/// the fixture HTTP client and virtual time.
@MainActor
@Suite("Restaurant search contract: callback, delegate and KVO")
struct RestaurantSearchContractTests {
  nonisolated static let variants = [
    CallbackScenes.variant, DelegateScenes.variant, KVOScenes.variant,
  ]
  nonisolated static let ids = variants.map(\.variant)
  private typealias Host = RestaurantSearchSceneHost

  // MARK: - Load and location

  @Test(arguments: ids)
  func loadsWithSearchDisabledAndAsksForWhenInUseAccess(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id), authorization: .notDetermined)
    #expect(host.snapshot == Self.loadedScreen)
    #expect(host.device.authorizationRequestCount == 1)
    #expect(!host.device.lastRequestWasAlways)
    host.deliver(Host.tokyoStation)
    #expect(host.snapshot == Self.loadedScreen, "no fix before access is granted")
    host.device.setAuthorization(.authorizedWhenInUse)
    host.deliver(Host.tokyoStation)
    #expect(try host.widget("searchButton", as: Button.self).isEnabled)
  }

  @Test(arguments: ids)
  func firstValidFixCentresOnceAndLaterFixesOnlyMoveTheSearch(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver([(Host.mountFuji, -1)])
    #expect(host.snapshot == Self.loadedScreen, "an invalid fix is ignored")
    host.deliver([(Host.tokyoStation, 5), (Host.mountFuji, -1)])
    let map = try host.widget("mapView", as: MapView.self)
    #expect(map.centerCoordinate == Host.tokyoStation)
    #expect(map.zoomLevel == RestaurantSearchRules.firstFixZoomLevel)
    #expect(try host.widget("searchButton", as: Button.self).isEnabled)
    host.deliver([(Host.mountFuji, 5), (Host.shibuyaStation, 5)])
    #expect(map.centerCoordinate == Host.tokyoStation)
    try host.tap("searchButton")
    let request = try #require(host.http.requests.last)
    #expect(request.queryValue("lat") == "35.658034")
    #expect(request.queryValue("lng") == "139.701636")
  }

  // MARK: - Answers

  @Test(arguments: ids)
  func searchShowsOneMarkerPerShopInResponseOrder(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    #expect(try host.isSearching())
    #expect(host.http.requests.count == 1)
    let request = try #require(host.http.requests.first)
    #expect(request.queryItems.map(\.name) == ["key", "lat", "lng", "range", "format"])
    #expect(request.queryValue("range") == "3")
    host.advance(milliseconds: 100)
    #expect(try !host.isSearching())
    #expect(try host.markers().map(\.id) == (1...6).map { "J00123450\($0)" })
    let second = try host.markers()[1]
    #expect(second.title == "八重洲 麺屋 こがね")
    #expect(second.subtitle == "ラーメン")
    #expect(second.coordinate == LocationCoordinate2D(latitude: 35.680122, longitude: 139.770195))
    #expect(host.window.presentedAlert == nil)
  }

  @Test(arguments: ids)
  func aSecondSearchReplacesTheMarkersAndHidesTheInfoWindow(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.selectMarker("J001234503"))
    #expect(try !host.widget("infoWindow", as: View.self).isHidden)
    host.deliver(Host.shibuyaStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(
      try host.markers().map(\.id) == ["J001234601", "J001234602", "J001234603", "J001234604"])
    #expect(try host.widget("infoWindow", as: View.self).isHidden)
    #expect(try host.widget("mapView", as: MapView.self).selectedAnnotation == nil)
  }

  @Test(arguments: ids)
  func noShopsClearsTheMarkersAndSaysSo(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    try host.selectMarker("J001234501")
    try host.type("keywordField", "curry")
    host.advance(milliseconds: 600)
    #expect(try host.markers().isEmpty)
    #expect(try host.widget("infoWindow", as: View.self).isHidden)
    let alert = try #require(host.window.presentedAlert)
    #expect(alert.snapshotLine == Self.noShopsAlert)
    try host.tapAlertButton("OK")
    #expect(host.window.presentedAlert == nil)
  }

  @Test(arguments: ids)
  func markerSelectionFillsTheInfoWindow(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    try host.selectMarker("J001234504")
    #expect(try host.widget("infoNameLabel", as: Label.self).text == "Trattoria Marunouchi Luce")
    #expect(try host.widget("infoGenreLabel", as: Label.self).text == "Genre: イタリアン・フレンチ")
    #expect(
      try host.widget("infoPhotoLabel", as: Label.self).text
        == "Photo: https://imgfp.hotp.jp/IMGH/45/04/P031234504/P031234504_168.jpg")
  }

  @Test(arguments: ids)
  func stringCoordinatesBecomeMarkers(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.shinjukuStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    let markers = try host.markers()
    #expect(markers.map(\.id) == ["J001234701", "J001234702", "J001234703"])
    #expect(
      markers[0].coordinate == LocationCoordinate2D(latitude: 35.692113, longitude: 139.698472))
  }

  // MARK: - Failures

  /// A failure the fixtures or the fixture client produce, and the reason the alert gives.
  struct Failure: Sendable, CustomStringConvertible {
    let keyword: String?
    let fault: FixtureHTTPClient.Fault?
    let reason: String
    var wait: Int64 = 100

    var description: String { keyword ?? fault.map { "\($0)" } ?? "none" }

    /// A fixture keyword that answers with a failure.
    static func keyword(_ keyword: String, _ reason: String) -> Failure {
      Failure(keyword: keyword, fault: nil, reason: reason)
    }

    /// A fault injected into the fixture client.
    static func fault(_ fault: FixtureHTTPClient.Fault, _ reason: String, wait: Int64 = 100)
      -> Failure
    {
      Failure(keyword: nil, fault: fault, reason: reason, wait: wait)
    }
  }

  nonisolated static let failures: [Failure] = [
    .keyword("error-1000", "the restaurant service failed (code 1000)"),
    .keyword("error-2000-object", "the API key was rejected (code 2000)"),
    .keyword("error-3000", "a search parameter was rejected (code 3000)"),
    .keyword("error-malformed", "the response could not be read"),
    .keyword("error-http-500", "the server answered HTTP 500"),
    .fault(.status(503), "the server answered HTTP 503"),
    .fault(
      .transport("The network connection was lost."),
      "the connection failed (The network connection was lost)"),
    .fault(.timeout, "the request timed out", wait: 10_000),
    .fault(.malformedBody, "the response could not be read"),
  ]

  @Test(arguments: ids, failures)
  func aFailureAlertsAndLeavesTheMarkers(_ id: VariantID, _ failure: Failure) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    try host.selectMarker("J001234506")
    let before = host.snapshot
    if let fault = failure.fault { host.http.injectFault(fault) }
    if let keyword = failure.keyword {
      try host.type("keywordField", keyword)
      host.advance(milliseconds: 500)
    } else {
      try host.tap("searchButton")
    }
    #expect(try host.isSearching())
    host.advance(milliseconds: failure.wait)
    #expect(try !host.isSearching())
    let alert = try #require(host.window.presentedAlert)
    #expect(alert.title == "Error")
    #expect(alert.message == "Could not fetch restaurants: \(failure.reason)")
    #expect(alert.actions.map(\.title) == ["OK"])
    try host.tapAlertButton("OK")
    let keywordLine = "textField keywordField text=\"\(failure.keyword ?? "")\" enabled=true"
    #expect(
      host.snapshot == before.replacingOccurrences(of: Self.emptyKeywordLine, with: keywordLine))
  }

  // MARK: - Helpers

  static func scenes(_ id: VariantID) throws -> VariantScenes {
    try #require(variants.first { $0.variant == id })
  }

  static let emptyKeywordLine = "textField keywordField text=\"\" enabled=true"

  static let loadedScreen = """
    screen restaurantSearchScreen
    textField keywordField text="" enabled=true
    button searchButton title="Search" enabled=false
    activityIndicator activityIndicator animating=false
    map mapView center=none zoom=0.0 markers=0 overlays=0 selected=none
    view infoWindow hidden
    """

  static let noShopsAlert =
    "alert title=\"Confirm\" message=\"No restaurants were found nearby.\" actions=[OK]"
}
