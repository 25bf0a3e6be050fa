import BondVariant
import CleanSwiftVariant
import CoreLocationLite
import Domain
import Foundation
import Networking
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// `Scenarios/restaurant-search/BEHAVIOR.md`, checked on the styles built on a runtime or on a
/// fixed cycle — bond, rx-mvvm and clean-swift — each driven only through its widgets, the
/// device, the fixture HTTP client and virtual time.
@MainActor
@Suite("Restaurant search contract: bond, rx-mvvm and clean-swift")
struct BondRestaurantSearchContractTests {
  nonisolated static let variants = [
    BondScenes.variant, RxMVVMScenes.variant, CleanSwiftScenes.variant,
  ]
  nonisolated static let ids = variants.map(\.variant)
  private typealias Host = RestaurantSearchSceneHost

  /// The screen as the storyboard leaves it: search disabled, nothing on the map.
  static let loadedScreen = """
    screen restaurantSearchScreen
    textField keywordField text="" enabled=true
    button searchButton title="Search" enabled=false
    activityIndicator activityIndicator animating=false
    map mapView center=none zoom=0.0 markers=0 overlays=0 selected=none
    view infoWindow hidden
    """

  static func scenes(_ id: VariantID) throws -> VariantScenes {
    try #require(variants.first { $0.variant == id })
  }

  // MARK: - Load and location

  @Test(arguments: ids)
  func loadsWithSearchDisabledAndAsksForWhenInUseAccess(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id), authorization: .notDetermined)
    #expect(host.snapshot == Self.loadedScreen)
    #expect(host.device.authorizationRequestCount == 1)
    #expect(!host.device.lastRequestWasAlways)
    host.deliver(Host.tokyoStation)
    #expect(host.snapshot == Self.loadedScreen, "no fix arrives before access is granted")
    host.device.setAuthorization(.authorizedWhenInUse)
    host.deliver(Host.tokyoStation)
    #expect(try host.widget("searchButton", as: Button.self).isEnabled)
  }

  @Test(arguments: ids)
  func theFirstValidFixCentresTheCameraOnceAndEnablesSearch(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver([(Host.tokyoStation, -1)])
    #expect(host.snapshot == Self.loadedScreen, "an invalid fix is ignored")
    host.deliver([(Host.mountFuji, 5), (Host.shibuyaStation, 5), (Host.tokyoStation, -1)])
    let map = try host.widget("mapView", as: MapView.self)
    #expect(map.centerCoordinate == Host.shibuyaStation, "the batch's last valid fix")
    #expect(map.zoomLevel == 16)
    #expect(try host.widget("searchButton", as: Button.self).isEnabled)
    host.deliver(Host.shinjukuStation)
    host.deliver(Host.tokyoStation)
    #expect(map.centerCoordinate == Host.shibuyaStation, "later fixes never move the camera")
    try host.tap("searchButton")
    let request = try #require(host.http.requests.last)
    #expect(request.queryValue("lat") == "35.681236", "searches use the latest fix")
    #expect(request.queryValue("lng") == "139.767125")
  }

  // MARK: - Requests and answers

  @Test(arguments: ids)
  func aSearchSendsTheDocumentedQuery(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    try host.type("keywordField", "  ramen ")
    try host.tap("searchButton")
    let requests = host.http.requests
    #expect(requests.count == 2)
    #expect(requests.first?.queryItems.map(\.name) == ["key", "lat", "lng", "range", "format"])
    #expect(requests.first?.queryValue("range") == "3")
    #expect(requests.first?.queryValue("key") == HotpepperConfiguration.fixtureAPIKey)
    #expect(requests.last?.queryValue("keyword") == "ramen")
    #expect(requests.last?.queryValue("format") == "json")
  }

  @Test(arguments: ids)
  func shopsBecomeMarkersInTheAnswersOrder(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    #expect(try host.isSearching())
    host.advance(milliseconds: 99)
    #expect(try host.isSearching())
    #expect(try host.markers().isEmpty)
    host.advance(milliseconds: 1)
    #expect(try !host.isSearching())
    #expect(try host.markers().map(\.id) == (1...6).map { "J00123450\($0)" })
    let marker = try host.markers()[2]
    #expect(marker.title == "日本橋 鮨 いさご")
    #expect(marker.subtitle == "和食")
    #expect(marker.coordinate == LocationCoordinate2D(latitude: 35.684017, longitude: 139.771204))
    #expect(host.window.presentedAlert == nil)
  }

  @Test(arguments: ids)
  func stringCoordinatesBecomeMarkersLikeNumbers(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.shinjukuStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    let markers = try host.markers()
    #expect(markers.map(\.id) == ["J001234701", "J001234702", "J001234703"])
    #expect(
      markers[0].coordinate == LocationCoordinate2D(latitude: 35.692113, longitude: 139.698472))
    #expect(
      host.snapshot.contains(
        #"marker "J001234703" "歌舞伎町 餃子 金龍" "中華" (35.693045,139.701498)"#))
  }

  @Test(arguments: ids)
  func aNewAnswerReplacesTheMarkersAndHidesTheInfoWindow(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.selectMarker("J001234504"))
    #expect(try !host.widget("infoWindow", as: View.self).isHidden)
    host.deliver(Host.shibuyaStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.markers().map(\.id) == (1...4).map { "J00123460\($0)" })
    #expect(host.snapshot.contains("view infoWindow hidden"))
    #expect(host.snapshot.contains("selected=none"))
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
    #expect(host.http.requests.last?.queryValue("keyword") == "curry")
    #expect(try host.markers().isEmpty)
    #expect(host.snapshot.hasSuffix("""
      map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
      view infoWindow hidden
      alert title="Confirm" message="No restaurants were found nearby." actions=[OK]
      """))
    try host.tapAlertButton("OK")
    #expect(host.window.presentedAlert == nil)
  }

  @Test(arguments: ids)
  func selectingAMarkerShowsItsShopInTheInfoWindow(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.shibuyaStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.selectMarker("J001234603"))
    #expect(host.snapshot.hasSuffix("""
      view infoWindow
      label infoNameLabel text="渋谷 Bistro Hachi"
      label infoGenreLabel text="Genre: イタリアン・フレンチ"
      label infoPhotoLabel text="Photo: https://imgfp.hotp.jp/IMGH/46/03/\
      P031234603/P031234603_168.jpg"
      """))
    #expect(try host.selectMarker("J001234601"))
    #expect(try host.widget("infoNameLabel", as: Label.self).text == "道玄坂 もつ焼き ひよし")
  }

  // MARK: - Failures

  @Test(arguments: ids, SearchFailure.allCases)
  func aFailureShowsItsReasonAndKeepsTheMarkers(_ id: VariantID, failure: SearchFailure) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    try host.selectMarker("J001234502")
    let before = host.snapshot
    try failure.trigger(on: host)
    let after = failure.screen(before)
    #expect(try !host.isSearching())
    #expect(host.snapshot == after + "\n" + failure.alertLine)
    try host.tapAlertButton("OK")
    #expect(host.snapshot == after)
  }

  /// The ways a search can fail, each with the alert it must show.
  enum SearchFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case serverFailure = "error-1000"
    case rejectedKeyObject = "error-2000-object"
    case badParameter = "error-3000"
    case malformedBody = "error-malformed"
    case serverErrorPage = "error-http-500"
    case transport
    case timeout
    case status

    var testDescription: String { rawValue }

    var reason: String {
      switch self {
      case .serverFailure: "the restaurant service failed (code 1000)"
      case .rejectedKeyObject: "the API key was rejected (code 2000)"
      case .badParameter: "a search parameter was rejected (code 3000)"
      case .malformedBody: "the response could not be read"
      case .serverErrorPage: "the server answered HTTP 500"
      case .transport: "the connection failed (offline)"
      case .timeout: "the request timed out"
      case .status: "the server answered HTTP 503"
      }
    }

    var alertLine: String {
      #"alert title="Error" message="Could not fetch restaurants: \#(reason)" actions=[OK]"#
    }

    /// Whether the failure comes from a fixture picked by the keyword.
    var isKeyword: Bool { rawValue.hasPrefix("error-") }

    /// The screen `before` the failure, as it looks once the failure has answered.
    func screen(_ before: String) -> String {
      guard isKeyword else { return before }
      return before.replacingOccurrences(
        of: #"keywordField text="""#, with: #"keywordField text="\#(rawValue)""#)
    }

    /// Makes the next search fail this way and lets it answer.
    @MainActor
    func trigger(on host: RestaurantSearchSceneHost) throws {
      switch self {
      case .transport: host.http.injectFault(.transport("offline"))
      case .timeout: host.http.injectFault(.timeout)
      case .status: host.http.injectFault(.status(503))
      default:
        try host.type("keywordField", rawValue)
        host.advance(milliseconds: 600)
        return
      }
      try host.tap("searchButton")
      host.advance(milliseconds: 10_000)
    }
  }
}
