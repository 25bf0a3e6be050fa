import StyleNames
import BondVariant
import CallbackVariant
import CleanSwiftVariant
import CoreLocationLite
import DelegateVariant
import Domain
import Foundation
import KVOVariant
import Networking
import RxMVVMVariant
import SceneContract
import Testing
import UIKitLite

/// `Scenarios/restaurant-search/BEHAVIOR.md`, checked on all six styles, each driven only
/// through its widgets, the device, the fixture HTTP client and virtual time.
@MainActor
@Suite("Restaurant search contract: all six styles")
struct RestaurantSearchContractTests {
  nonisolated static let variants = [
    CallbackStyle.declaration, DelegateStyle.declaration, KVOStyle.declaration, BondStyle.declaration,
    RxMVVMStyle.declaration, CleanSwiftStyle.declaration,
  ]
  nonisolated static let ids = variants.map(\.id)
  private typealias Host = RestaurantSearchSceneHost

  /// The screen as the storyboard leaves it: search disabled, nothing on the map.
  nonisolated static let loadedScreen = """
    screen restaurantSearchScreen
    textField keywordField text="" enabled=true
    button searchButton title="Search" enabled=false
    activityIndicator activityIndicator animating=false
    map mapView center=none zoom=0.0 markers=0 overlays=0 selected=none
    label leftOutLabel hidden
    view infoWindow hidden
    """

  /// The variant `id`'s scenes.
  static func scenes(_ id: VariantID) throws -> StyleDeclaration {
    try #require(variants.first { $0.id == id })
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
  func theFirstValidFixCentresTheCameraOnceAndLaterFixesOnlyMoveTheSearch(_ id: VariantID)
    throws
  {
    let host = try Host(Self.scenes(id))
    host.deliver([(Host.tokyoStation, -1)])
    #expect(host.snapshot == Self.loadedScreen, "an invalid fix is ignored")
    host.deliver([(Host.mountFuji, 5), (Host.shibuyaStation, 5), (Host.tokyoStation, -1)])
    let map = try host.widget("mapView", as: MapView.self)
    #expect(map.centerCoordinate == Host.shibuyaStation, "the batch's last valid fix")
    #expect(map.zoomLevel == 16)
    #expect(try host.widget("searchButton", as: Button.self).isEnabled)
    host.deliver(Host.shinjukuStation)
    host.deliver([(Host.mountFuji, 5), (Host.tokyoStation, 5)])
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
    #expect(host.http.requests.count == 1)
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
    let markers = try host.markers()
    #expect(markers.map(\.id) == (1...6).map { "J00123450\($0)" })
    #expect(markers[1].title == "八重洲 麺屋 こがね")
    #expect(markers[1].subtitle == "ラーメン")
    #expect(
      markers[1].coordinate == LocationCoordinate2D(latitude: 35.680122, longitude: 139.770195))
    #expect(markers[2].title == "日本橋 鮨 いさご")
    #expect(markers[2].subtitle == "和食")
    #expect(
      markers[2].coordinate == LocationCoordinate2D(latitude: 35.684017, longitude: 139.771204))
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
  func shopsWithoutALocationAreLeftOutAndCounted(_ id: VariantID) throws {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.type("keywordField", "unlocated-shops")
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(try host.markers().map(\.id) == ["J001234811", "J001234816"])
    let leftOut = try host.widget("leftOutLabel", as: Label.self)
    #expect(!leftOut.isHidden)
    #expect(leftOut.text == "4 restaurants without a usable location are not shown.")
    try host.type("keywordField", "lenient-shops")
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    #expect(leftOut.isHidden, "an answer that leaves nothing out hides the line")
    let markers = try host.markers()
    #expect(markers.map(\.title) == [
      "丸の内 喫茶 ひなた", "Unknown name", "八重洲 酒場 こもれび", "Unknown name", "東京駅 食堂 つばめ",
    ])
    #expect(markers[2].subtitle == "Unknown genre")
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
    #expect(host.http.requests.last?.queryValue("keyword") == "curry")
    #expect(try host.markers().isEmpty)
    #expect(host.snapshot.hasSuffix("""
      map mapView center=(35.681236,139.767125) zoom=16.0 markers=0 overlays=0 selected=none
      label leftOutLabel hidden
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
  func aFailureShowsItsReasonAndKeepsTheMarkers(_ id: VariantID, _ failure: SearchFailure)
    throws
  {
    let host = try Host(Self.scenes(id))
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 100)
    try host.selectMarker("J001234502")
    let before = host.snapshot
    try failure.start(on: host)
    #expect(try host.isSearching())
    host.advance(milliseconds: failure.answerTime)
    #expect(try !host.isSearching())
    let after = failure.screen(before)
    #expect(host.snapshot == after + "\n" + failure.alertLine)
    try host.tapAlertButton("OK")
    #expect(host.snapshot == after)
  }

  /// The ways a search can fail, each with the alert it must show.
  enum SearchFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case serverFailure = "error-1000"
    case rejectedKeyObject = "error-2000-object"
    case badParameter = "error-3000"
    case malformedFixture = "error-malformed"
    case serverErrorPage = "error-http-500"
    case status
    case transport
    case timeout
    case malformedBody

    var testDescription: String { rawValue }

    var reason: String {
      switch self {
      case .serverFailure: "the restaurant service failed (code 1000)"
      case .rejectedKeyObject: "the API key was rejected (code 2000)"
      case .badParameter: "a search parameter was rejected (code 3000)"
      case .malformedFixture, .malformedBody: "the response could not be read"
      case .serverErrorPage: "the server answered HTTP 500"
      case .status: "the server answered HTTP 503"
      case .transport: "the connection failed (The network connection was lost)"
      case .timeout: "the request timed out"
      }
    }

    var alertLine: String {
      #"alert title="Error" message="Could not fetch restaurants: \#(reason)" actions=[OK]"#
    }

    /// The fault injected into the fixture client, or `nil` when a fixture keyword fails.
    var fault: FixtureHTTPClient.Fault? {
      switch self {
      case .status: .status(503)
      case .transport: .transport("The network connection was lost.")
      case .timeout: .timeout
      case .malformedBody: .malformedBody
      default: nil
      }
    }

    /// How long the failing search takes to answer once it has gone out.
    var answerTime: Int64 { self == .timeout ? 10_000 : 100 }

    /// The screen `before` the failure, as it looks once the failure has answered.
    func screen(_ before: String) -> String {
      guard fault == nil else { return before }
      return before.replacingOccurrences(
        of: #"keywordField text="""#, with: #"keywordField text="\#(rawValue)""#)
    }

    /// Makes the next search fail this way and sends it out, without letting it answer.
    @MainActor
    func start(on host: RestaurantSearchSceneHost) throws {
      if let fault {
        host.http.injectFault(fault)
        try host.tap("searchButton")
      } else {
        try host.type("keywordField", rawValue)
        host.advance(milliseconds: 500)
      }
    }
  }
}
