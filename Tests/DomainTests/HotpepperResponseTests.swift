import CoreLocationLite
import Domain
import Foundation
import Testing

/// Decoding of every fixture, and of the odd bodies the service or a proxy might send.
@Suite("Hotpepper response decoding")
struct HotpepperResponseTests {
  // MARK: - Fixtures

  @Test func tokyoStationHasSixShopsWithEveryField() throws {
    let response = try decodeFixture("hotpepper-tokyo-station.json")
    #expect(response.apiVersion == "1.30")
    #expect(response.resultsAvailable == 6)
    #expect(response.resultsReturned == 6)
    #expect(response.resultsStart == 1)
    #expect(response.shops.count == 6)
    #expect(
      response.shops.first
        == Shop(
          id: "J001234501", name: "丸の内 炭火焼鳥 とりあかり", genreName: "居酒屋",
          photoURL: "https://imgfp.hotp.jp/IMGH/45/01/P031234501/P031234501_168.jpg",
          coordinate: LocationCoordinate2D(latitude: 35.682541, longitude: 139.765183)))
    #expect(Set(response.shops.map(\.id)).count == 6)
  }

  @Test(arguments: [
    ("hotpepper-tokyo-station-ramen.json", ["J001234502", "J001234505"]),
    ("hotpepper-tokyo-station-sushi.json", ["J001234503", "J001234506"]),
    ("hotpepper-shibuya.json", ["J001234601", "J001234602", "J001234603", "J001234604"]),
    ("hotpepper-shibuya-ramen.json", ["J001234602"]),
    ("hotpepper-no-shops.json", []),
  ])
  func eachShopFixtureDecodes(file: String, ids: [String]) throws {
    let response = try decodeFixture(file)
    #expect(response.shops.map(\.id) == ids)
    #expect(response.resultsReturned == ids.count)
    #expect(response.resultsAvailable == ids.count)
    for shop in response.shops {
      #expect(shop.name?.isEmpty == false && shop.genreName?.isEmpty == false)
      #expect(shop.photoURL?.hasPrefix("https://") == true)
    }
  }

  @Test func stringCoordinatesDecodeAsNumbers() throws {
    let shops = try decodeFixture("hotpepper-shinjuku-string-coordinates.json").shops
    #expect(
      shops.map(\.coordinate) == [
        LocationCoordinate2D(latitude: 35.692113, longitude: 139.698472),
        LocationCoordinate2D(latitude: 35.689876, longitude: 139.702134),
        LocationCoordinate2D(latitude: 35.693045, longitude: 139.701498),
      ])
    #expect(shops.map(\.genreName) == ["焼肉・ホルモン", "ダイニングバー・バル", "中華"])
  }

  @Test(arguments: [
    ("hotpepper-error-1000.json", 1000), ("hotpepper-error-2000.json", 2000),
    ("hotpepper-error-3000.json", 3000), ("hotpepper-error-1000-object.json", 1000),
    ("hotpepper-error-2000-object.json", 2000), ("hotpepper-error-3000-object.json", 3000),
  ])
  func apiErrorsAsArrayOrObjectBecomeTypedErrors(file: String, code: Int) throws {
    let body = try HotpepperFixtureFolder.contents(of: file)
    #expect {
      try HotpepperResponse.decode(body)
    } throws: { error in
      guard case .api(let thrownCode, let message) = error as? RestaurantSearchError else {
        return false
      }
      return thrownCode == code && !message.isEmpty
    }
  }

  @Test(arguments: [
    "hotpepper-malformed.json", "hotpepper-default-format.xml", "hotpepper-server-error.html",
  ])
  func nonJSONFixturesAreMalformed(file: String) throws {
    let body = try HotpepperFixtureFolder.contents(of: file)
    #expect(throws: RestaurantSearchError.self) { try HotpepperResponse.decode(body) }
    #expect(malformedDetail(body) != nil)
  }

  // MARK: - Odd bodies

  @Test func countsMayBeNumbersOrStringsEitherWay() throws {
    let response = try decode(
      #"{"results": {"api_version": 1.3, "results_available": "12", "results_returned": 1, "#
        + #""results_start": "11", "shop": [\#(shopJSON(lat: #""35.5""#, lng: "139.5"))]}}"#)
    #expect(response.apiVersion == "1.3")
    #expect(response.resultsAvailable == 12)
    #expect(response.resultsReturned == 1)
    #expect(response.resultsStart == 11)
    #expect(
      response.shops.map(\.coordinate) == [LocationCoordinate2D(latitude: 35.5, longitude: 139.5)])
  }

  @Test func missingCountsDefaultToTheShopsReturned() throws {
    let response = try decode(#"{"results": {"shop": [\#(shopJSON())]}}"#)
    #expect(response.apiVersion == nil)
    #expect(response.resultsAvailable == 1)
    #expect(response.resultsReturned == 1)
    #expect(response.resultsStart == 1)
  }

  @Test func aShopWithoutPhotoHasNoPhotoURL() throws {
    let shop = #"{"id": "J1", "name": "n", "genre": {"name": "g"}, "lat": 1, "lng": 2}"#
    let response = try decode(#"{"results": {"shop": [\#(shop)]}}"#)
    #expect(response.shops.first?.photoURL == nil)
  }

  @Test func aStringErrorCodeIsReadToo() throws {
    let body = Data(#"{"results": {"error": {"code": "2000", "message": "bad key"}}}"#.utf8)
    #expect(throws: RestaurantSearchError.api(code: 2000, message: "bad key")) {
      try HotpepperResponse.decode(body)
    }
  }

  @Test func theFirstOfSeveralErrorsIsReported() throws {
    let body = Data(
      #"{"results": {"error": [{"code": 3000, "message": "a"}, {"code": 1000, "message": "b"}]}}"#
        .utf8)
    #expect(throws: RestaurantSearchError.api(code: 3000, message: "a")) {
      try HotpepperResponse.decode(body)
    }
  }

  @Test(arguments: [
    (
      #"{"results": {"shop": [{"name": "n", "lat": 1, "lng": 2}]}}"#,
      "results.shop[0].id: missing"
    ),
    (
      #"{"results": {"results_returned": "five", "shop": []}}"#,
      #"results.results_returned: expected an integer, found "five""#
    ),
    (#"{"results": {"api_version": "1.30"}}"#, "results has neither shop nor error"),
    (#"{"results": {"error": []}}"#, "results.error is empty"),
    (#"{"shop": []}"#, "results: missing"),
  ])
  func wellFormedJSONOfTheWrongShapeIsMalformed(json: String, detail: String) {
    #expect(malformedDetail(Data(json.utf8)) == detail)
  }

  @Test(arguments: ["", "<html>", "{\"results\": ", "null", "[]"])
  func unreadableBodiesAreMalformed(body: String) {
    #expect(malformedDetail(Data(body.utf8)) != nil)
  }

  // MARK: - Helpers

  private func decodeFixture(_ name: String) throws -> HotpepperResponse {
    try HotpepperResponse.decode(try HotpepperFixtureFolder.contents(of: name))
  }

  private func decode(_ json: String) throws -> HotpepperResponse {
    try HotpepperResponse.decode(Data(json.utf8))
  }

  private func malformedDetail(_ body: Data) -> String? {
    do {
      _ = try HotpepperResponse.decode(body)
      return nil
    } catch {
      guard case .malformedResponse(let detail) = error else { return nil }
      return detail
    }
  }
}

private func shopJSON(lat: String = "35.0", lng: String = "139.0") -> String {
  #"{"id": "J1", "name": "n", "genre": {"name": "g"}, "photo": {"mobile": {"l": "u"}}, "#
    + #""lat": \#(lat), "lng": \#(lng)}"#
}
