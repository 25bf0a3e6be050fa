import CoreLocationLite

/// The one check every coordinate entering the app passes — GPX files, Hotpepper answers and
/// scenario steps alike: plain decimal text, latitude within ±90°, longitude within ±180°.
public enum Coordinates {
  /// The latitudes a coordinate may have, in degrees.
  public static let latitudeRange: ClosedRange<Double> = -90...90
  /// The longitudes a coordinate may have, in degrees.
  public static let longitudeRange: ClosedRange<Double> = -180...180

  /// A number written in plain decimal: an optional sign, digits and an optional fraction
  /// (`35.68`, `-0.5`, `+2`, `.5`, `139.`); nil for anything else — hexadecimal (`0x23`), an
  /// exponent (`1e2`), `inf`, `nan`, spaces or an empty text.
  public static func decimal(_ text: some StringProtocol) -> Double? {
    var utf8 = Substring(text).utf8[...]
    if let sign = utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      utf8 = utf8.dropFirst()
    }
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    let whole = utf8.prefix(while: isDigit)
    var rest = utf8.dropFirst(whole.count)
    var fraction = rest.prefix(0)
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      fraction = rest.prefix(while: isDigit)
      rest = rest.dropFirst(fraction.count)
    }
    guard rest.isEmpty, !(whole.isEmpty && fraction.isEmpty), let value = Double(String(text)),
      value.isFinite
    else { return nil }
    return value
  }

  /// Why `latitude` is not a latitude (`latitude 95.0 is outside -90…90`), or nil.
  public static func latitudeProblem(_ latitude: Double) -> String? {
    latitudeRange.contains(latitude) ? nil : "latitude \(latitude) is outside -90…90"
  }

  /// Why `longitude` is not a longitude (`longitude 200.0 is outside -180…180`), or nil.
  public static func longitudeProblem(_ longitude: Double) -> String? {
    longitudeRange.contains(longitude) ? nil : "longitude \(longitude) is outside -180…180"
  }

  /// Why `coordinate` is not a place on Earth, or nil when it is one.
  public static func problem(with coordinate: LocationCoordinate2D) -> String? {
    latitudeProblem(coordinate.latitude) ?? longitudeProblem(coordinate.longitude)
  }
}
