import CoreLocationLite
import Domain
import Testing

/// Plain decimal text and the bounds of latitude and longitude.
@Suite("Coordinates")
struct CoordinatesTests {
  @Test(arguments: [
    ("35.68", 35.68), ("-0.5", -0.5), ("+2", 2.0), (".5", 0.5), ("139.", 139.0), ("0", 0.0),
    ("-180", -180.0),
  ])
  func plainDecimalsAreNumbers(text: String, value: Double) {
    #expect(Coordinates.decimal(text) == value)
  }

  @Test(arguments: [
    "0x23", "0X1p4", "1e2", "3.5E-1", "inf", "-infinity", "nan", "", "-", ".", " 35", "35 ",
    "3,5", "1_000", "３５", "+-1", "--1", "1.2.3",
  ])
  func anythingElseIsNot(text: String) {
    #expect(Coordinates.decimal(text) == nil)
  }

  @Test func boundsAreInclusive() {
    #expect(Coordinates.problem(with: LocationCoordinate2D(latitude: 90, longitude: 180)) == nil)
    #expect(
      Coordinates.problem(with: LocationCoordinate2D(latitude: -90, longitude: -180)) == nil)
    #expect(
      Coordinates.problem(with: LocationCoordinate2D(latitude: 90.000001, longitude: 0))
        == "latitude 90.000001 is outside -90…90")
    #expect(
      Coordinates.problem(with: LocationCoordinate2D(latitude: 0, longitude: -180.5))
        == "longitude -180.5 is outside -180…180")
  }
}
