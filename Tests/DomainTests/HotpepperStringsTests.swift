import CoreLocationLite
import Domain
import Networking
import Testing

/// The restaurant search's visible text: alerts, error reasons, markers and the info window.
@Suite("Hotpepper strings and error reasons")
struct HotpepperStringsTests {
  private let shop = Shop(
    id: "J001234502", name: "八重洲 麺屋 こがね", genreName: "ラーメン",
    photoURL: "https://imgfp.hotp.jp/IMGH/45/02/P031234502/P031234502_168.jpg",
    coordinate: LocationCoordinate2D(latitude: 35.680122, longitude: 139.770195))

  @Test func alertsReadAsTheSpecSays() {
    #expect(RestaurantSearchStrings.noShopsAlertTitle == "Confirm")
    #expect(RestaurantSearchStrings.noShopsAlertMessage == "No restaurants were found nearby.")
    #expect(RestaurantSearchStrings.failureAlertTitle == "Error")
    #expect(RestaurantSearchStrings.alertOKButtonTitle == "OK")
    #expect(RestaurantSearchStrings.searchButtonTitle == "Search")
    #expect(
      RestaurantSearchStrings.failureAlertMessage(for: .httpStatus(503))
        == "Could not fetch restaurants: the server answered HTTP 503")
  }

  @Test(arguments: [
    (RestaurantSearchError.transport("offline"), "the connection failed (offline)"),
    (
      .transport("Could not connect to the server."),
      "the connection failed (Could not connect to the server)"
    ),
    (.transport(""), "the connection failed"),
    (.timedOut, "the request timed out"),
    (.cancelled, "the request was cancelled"),
    (.httpStatus(404), "the server answered HTTP 404"),
    (.api(code: 1000, message: "x"), "the restaurant service failed (code 1000)"),
    (.api(code: 2000, message: "x"), "the API key was rejected (code 2000)"),
    (.api(code: 3000, message: "x"), "a search parameter was rejected (code 3000)"),
    (.api(code: 4000, message: "x"), "the restaurant service reported an error (code 4000)"),
    (.malformedResponse("results: missing"), "the response could not be read"),
    (
      .invalidQuery("count must be between 1 and 100, not 0"),
      "the search is invalid (count must be between 1 and 100, not 0)"
    ),
  ])
  func everyErrorHasAShortHumanReason(error: RestaurantSearchError, reason: String) {
    #expect(error.reason == reason)
    #expect(error.description == reason)
    #expect(
      RestaurantSearchStrings.failureAlertMessage(for: error)
        == "Could not fetch restaurants: \(reason)")
  }

  @Test func transportFailuresMapOneToOne() {
    #expect(RestaurantSearchError(HTTPClientError.transport("reset")) == .transport("reset"))
    #expect(RestaurantSearchError(HTTPClientError.timedOut) == .timedOut)
    #expect(RestaurantSearchError(HTTPClientError.cancelled) == .cancelled)
  }

  @Test func markersShowNameAndGenre() {
    #expect(RestaurantSearchStrings.markerTitle(for: shop) == "八重洲 麺屋 こがね")
    #expect(RestaurantSearchStrings.markerSubtitle(for: shop) == "ラーメン")
  }

  @Test func theInfoWindowShowsNameGenreAndPhoto() {
    #expect(
      RestaurantSearchStrings.infoWindowText(for: shop)
        == "八重洲 麺屋 こがね\nGenre: ラーメン\n"
        + "Photo: https://imgfp.hotp.jp/IMGH/45/02/P031234502/P031234502_168.jpg")
    var withoutPhoto = shop
    withoutPhoto.photoURL = nil
    #expect(RestaurantSearchStrings.infoWindowPhoto(for: withoutPhoto) == "Photo: none")
  }

  @Test func theRulesAreTheSpecsNumbers() {
    #expect(RestaurantSearchRules.firstFixZoomLevel == 16)
    #expect(RestaurantSearchRules.keywordDebounceInterval == .milliseconds(500))
  }
}
