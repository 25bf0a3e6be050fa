import CoreLocationLite
import Domain
import Foundation
import Testing

/// Shops with missing fields are kept with defaults; shops without usable coordinates are left
/// out, each named with its id and the reason, and the rest of the answer still decodes.
@Suite("Hotpepper lenient shops")
struct HotpepperLenientShopsTests {
  @Test func missingNameGenreAndPhotoAreKeptAsNil() throws {
    let response = try decodeFixture("hotpepper-lenient-shops.json")
    #expect(response.leftOutShops.isEmpty)
    #expect(response.shops.map(\.id) == (1...5).map { "J00123480\($0)" })
    #expect(response.shops.map(\.name) == [
      "丸の内 喫茶 ひなた", nil, "八重洲 酒場 こもれび", nil, "東京駅 食堂 つばめ",
    ])
    #expect(response.shops.map(\.genreName) == ["カフェ・スイーツ", "居酒屋", nil, nil, "和食"])
    #expect(response.shops.map { $0.photoURL == nil } == [false, false, false, true, true])
  }

  @Test func missingValuesAreShownWithDefaults() throws {
    let shop = Shop(
      id: "J1", name: nil, genreName: nil, photoURL: nil,
      coordinate: LocationCoordinate2D(latitude: 35, longitude: 139))
    #expect(RestaurantSearchStrings.markerTitle(for: shop) == "Unknown name")
    #expect(RestaurantSearchStrings.markerSubtitle(for: shop) == "Unknown genre")
    #expect(RestaurantSearchStrings.infoWindowText(for: shop)
      == "Unknown name\nGenre: Unknown genre\nPhoto: none")
  }

  @Test func shopsWithoutUsableCoordinatesAreLeftOutByID() throws {
    let response = try decodeFixture("hotpepper-unlocated-shops.json")
    #expect(response.shops.map(\.id) == ["J001234811", "J001234816"])
    #expect(response.leftOutShops.map(\.description) == [
      "shop J001234812: lat is missing",
      #"shop J001234813: lat "0x23" is not a decimal number"#,
      "shop J001234814: latitude 95.0 is outside -90…90",
      "shop J001234815: longitude 200.5 is outside -180…180",
    ])
    #expect(response.found.leftOutCount == 4)
  }

  @Test func anAnswerOfOnlyUnlocatedShopsShowsNone() throws {
    let found = try decodeFixture("hotpepper-all-unlocated-shops.json").found
    #expect(found.shops.isEmpty)
    #expect(found.leftOut.map(\.description) == [
      "shop J001234821: lat is missing", #"shop J001234822: lat "1e2" is not a decimal number"#,
    ])
  }

  @Test(arguments: [
    (#""lat": "north", "lng": 139"#, #"lat "north" is not a decimal number"#),
    (#""lat": "nan", "lng": 139"#, #"lat "nan" is not a decimal number"#),
    (#""lat": "-90.5", "lng": 139"#, "latitude -90.5 is outside -90…90"),
    (#""lat": 35, "lng": -180.01"#, "longitude -180.01 is outside -180…180"),
    (#""lat": 35, "lng": "0x8B""#, #"lng "0x8B" is not a decimal number"#),
    (#""lat": null, "lng": 139"#, "lat is missing"),
    (#""lat": [35], "lng": 139"#, "lat is not a number"),
  ])
  func unusableCoordinatesLeaveTheShopOut(fields: String, reason: String) throws {
    let body = #"{"results": {"shop": [{"id": "J9", "name": "n", \#(fields)}]}}"#
    let response = try HotpepperResponse.decode(Data(body.utf8))
    #expect(response.shops.isEmpty)
    #expect(response.leftOutShops == [LeftOutShop(id: "J9", reason: reason)])
  }

  @Test(arguments: [
    (#""lat": 90, "lng": -180"#, 90.0, -180.0),
    (#""lat": "-35.5", "lng": "+139.25""#, -35.5, 139.25),
    (#""lat": " 35.5 ", "lng": ".5""#, 35.5, 0.5),
  ])
  func boundsAndPlainDecimalsAreUsable(fields: String, latitude: Double, longitude: Double)
    throws
  {
    let body = #"{"results": {"shop": [{"id": "J9", \#(fields)}]}}"#
    let shop = try #require(try HotpepperResponse.decode(Data(body.utf8)).shops.first)
    #expect(shop.coordinate == LocationCoordinate2D(latitude: latitude, longitude: longitude))
    #expect(shop.name == nil && shop.genreName == nil)
  }

  @Test func aGenreOrPhotoOfTheWrongShapeCountsAsMissing() throws {
    let json = #"{"id": 42, "name": 7, "genre": "bar", "photo": [1], "lat": 1, "lng": 2}"#
    let body = #"{"results": {"shop": [\#(json)]}}"#
    let shop = try #require(try HotpepperResponse.decode(Data(body.utf8)).shops.first)
    #expect(shop.id == "42" && shop.name == "7")
    #expect(shop.genreName == nil && shop.photoURL == nil)
  }

  @Test func theLeftOutLineCountsShops() {
    #expect(RestaurantSearchStrings.leftOutNotice(count: 0) == nil)
    #expect(
      RestaurantSearchStrings.leftOutNotice(count: 1)
        == "1 restaurant without a usable location is not shown.")
    #expect(
      RestaurantSearchStrings.leftOutNotice(count: 3)
        == "3 restaurants without a usable location are not shown.")
  }

  private func decodeFixture(_ name: String) throws -> HotpepperResponse {
    try HotpepperResponse.decode(try HotpepperFixtureFolder.contents(of: name))
  }
}
