/// A latitude/longitude pair in degrees (the stand-in for `CLLocationCoordinate2D`).
public struct LocationCoordinate2D: Sendable, Hashable, Codable {
  public var latitude: Double
  public var longitude: Double

  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}
