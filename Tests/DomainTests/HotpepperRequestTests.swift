import CoreLocationLite
import Domain
import Foundation
import Networking
import Testing

@Suite("Hotpepper request builder")
struct HotpepperRequestTests {
  private let tokyoStation = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  private let configuration = HotpepperConfiguration(apiKey: "test-key")

  @Test func sendsKeyLocationRangeAndJSONFormatInOrder() {
    let request = configuration.request(for: RestaurantSearchQuery(coordinate: tokyoStation))
    #expect(
      request.url.absoluteString
        == "https://webservice.recruit.co.jp/hotpepper/gourmet/v1/"
        + "?key=test-key&lat=35.681236&lng=139.767125&range=3&format=json")
    #expect(request.method == "GET")
    #expect(request.timeout == 10)
    #expect(request.headers == ["Accept": "application/json"])
  }

  @Test func keywordAndCountAreSentWhenSet() throws {
    let query = try RestaurantSearchQuery(
      coordinate: tokyoStation, keyword: "ramen", range: .meters500, count: 25)
    let request = configuration.request(for: query)
    #expect(
      request.queryItems.map(\.name) == [
        "key", "lat", "lng", "range", "keyword", "count", "format",
      ])
    #expect(request.queryValue("keyword") == "ramen")
    #expect(request.queryValue("count") == "25")
    #expect(request.queryValue("range") == "2")
  }

  @Test(arguments: [nil, "", "   ", "\n\t"])
  func noKeywordOrABlankOneIsNotSent(keyword: String?) {
    let query = RestaurantSearchQuery(coordinate: tokyoStation, keyword: keyword)
    #expect(query.keyword == nil)
    #expect(configuration.request(for: query).queryValue("keyword") == nil)
  }

  @Test func keywordsAreTrimmedAndEncodedByteByByte() {
    let query = RestaurantSearchQuery(coordinate: tokyoStation, keyword: "  ラーメン 餃子&C++=1 ")
    let request = configuration.request(for: query)
    #expect(request.queryValue("keyword") == "ラーメン 餃子&C++=1")
    #expect(
      request.url.query?.contains(
        "keyword=%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3%20%E9%A4%83%E5%AD%90%26C%2B%2B%3D1")
        == true)
  }

  @Test func coordinatesHaveSixDecimalsWhateverTheirPrecision() {
    let query = RestaurantSearchQuery(
      coordinate: LocationCoordinate2D(latitude: 35, longitude: -0.123456789))
    let request = configuration.request(for: query)
    #expect(request.queryValue("lat") == "35.000000")
    #expect(request.queryValue("lng") == "-0.123457")
  }

  @Test(arguments: [0, -1, 101, Int.max])
  func countsOutsideOneToHundredAreRejected(count: Int) {
    #expect(
      throws: RestaurantSearchError.invalidQuery("count must be between 1 and 100, not \(count)")
    ) {
      try RestaurantSearchQuery(coordinate: tokyoStation, count: count)
    }
  }

  @Test(arguments: [1, 10, 100])
  func countsFromOneToHundredAreAccepted(count: Int) throws {
    #expect(try RestaurantSearchQuery(coordinate: tokyoStation, count: count).count == count)
  }

  @Test func theBaseURLsPathAndQueryAreKept() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080/proxy/gourmet/?trace=1"))
    let request = HotpepperConfiguration(apiKey: "k", baseURL: base, timeout: 3)
      .request(for: RestaurantSearchQuery(coordinate: tokyoStation))
    #expect(
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.path == "/proxy/gourmet/")
    #expect(request.queryItems.first?.name == "trace")
    #expect(request.queryValue("key") == "k")
    #expect(request.timeout == 3)
  }

  @Test func theSearchUsesRangeThree() {
    #expect(RestaurantSearchRules.searchRange == .meters1000)
    #expect(RestaurantSearchRules.searchRange.rawValue == 3)
    #expect(SearchRange.allCases.map(\.meters) == [300, 500, 1_000, 2_000, 3_000])
  }
}
