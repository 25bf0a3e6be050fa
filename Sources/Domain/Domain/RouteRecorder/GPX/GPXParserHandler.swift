import CoreLocationLite
import Foundation
import FoundationXML

/// The XML event handler behind ``GPXReader``: collects track points and the first error.
final class GPXParserHandler: NSObject, XMLParserDelegate {
  struct Failure {
    let line: Int
    let reason: String
  }

  /// The points of one kind of element, in segments, each point with whether it had a time.
  struct Segments {
    private(set) var segments: [[(location: Location, isTimed: Bool)]] = []

    var isEmpty: Bool { segments.allSatisfy(\.isEmpty) }

    mutating func startSegment() { segments.append([]) }

    mutating func append(_ location: Location, isTimed: Bool) {
      if segments.isEmpty { startSegment() }
      segments[segments.count - 1].append((location, isTimed))
    }
  }

  private(set) var name: String?
  /// `<trkpt>`s by `<trkseg>` (a point outside one gets a segment of its own).
  private(set) var tracks = Segments()
  /// `<rtept>`s by `<rte>`.
  private(set) var routes = Segments()
  /// `<wpt>`s, as one segment.
  private(set) var waypoints = Segments()
  private(set) var failure: Failure?
  private(set) var sawRoot = false

  private var path: [String] = []
  private var text = ""
  private var point: PendingPoint?
  private var previousTimestamp = Date(timeIntervalSince1970: 0)

  /// The elements that are points, and what holds a segment of them.
  static let pointElements: Set = ["trkpt", "rtept", "wpt"]

  /// The fields of the `<trkpt>`, `<rtept>` or `<wpt>` being read.
  private struct PendingPoint {
    let element: String
    let line: Int
    let coordinate: LocationCoordinate2D
    var values: [String: Double] = [:]
    var timestamp: Date?
  }

  /// The points the document stands for: its track points, else its route points, else its
  /// waypoints.
  var chosenSegments: Segments {
    if !tracks.isEmpty { return tracks }
    if !routes.isEmpty { return routes }
    return waypoints
  }

  // MARK: - XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if path.isEmpty {
      guard elementName == "gpx" else {
        return fail(parser, "the root element is <\(elementName)>, not <gpx>")
      }
      sawRoot = true
    }
    switch elementName {
    case "trkseg": tracks.startSegment()
    case "rte": routes.startSegment()
    case "trkpt", "rtept", "wpt":
      startPoint(parser, elementName, attributes: attributeDict)
    default: break
    }
    path.append(elementName)
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    path.removeLast()
    let parent = path.last
    if let point, elementName != point.element {
      readPointField(parser, elementName)
    } else if Self.pointElements.contains(elementName) {
      finishPoint()
    } else if elementName == "name", name == nil,
      parent == "trk" || parent == "metadata" || parent == "rte"
    {
      name = text
    }
    text = ""
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard failure == nil else { return }
    let code = (parseError as NSError).code
    failure = Failure(line: parser.lineNumber, reason: Self.reason(forXMLError: code))
  }

  // MARK: - Points

  private func startPoint(_ parser: XMLParser, _ element: String, attributes: [String: String]) {
    guard let latitude = Self.degrees(attributes["lat"]),
      Coordinates.latitudeRange.contains(latitude)
    else {
      return fail(
        parser, "<\(element)> needs a lat attribute from -90 to 90\(found(attributes["lat"]))")
    }
    guard let longitude = Self.degrees(attributes["lon"]),
      Coordinates.longitudeRange.contains(longitude)
    else {
      return fail(
        parser, "<\(element)> needs a lon attribute from -180 to 180\(found(attributes["lon"]))")
    }
    if element == "trkpt", path.last != "trkseg" { tracks.startSegment() }
    point = PendingPoint(
      element: element, line: parser.lineNumber,
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude))
  }

  /// Degrees written as a plain decimal, surrounding white space allowed.
  private static func degrees(_ text: String?) -> Double? {
    text.flatMap { Coordinates.decimal($0.trimmingCharacters(in: .whitespaces)) }
  }

  private func found(_ text: String?) -> String {
    text.map { ", found \"\($0)\"" } ?? ""
  }

  private func readPointField(_ parser: XMLParser, _ element: String) {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch element {
    case "time" where value.isEmpty:
      break  // an empty <time/> is no time
    case "time":
      guard let date = GPXTimestamp.date(from: value) else {
        return fail(parser, "<time> \"\(value)\" is not an ISO-8601 date-time")
      }
      point?.timestamp = date
    case "ele", "accuracy", "speed", "course":
      guard let number = Double(value), number.isFinite else {
        return fail(parser, "<\(element)> \"\(value)\" is not a number")
      }
      point?.values[element] = number
    default:
      break
    }
  }

  /// Adds the pending point to its kind's segments. A point without a time gets the previous
  /// point's (the first, the Unix epoch) and is marked untimed, so a replay can stamp it.
  private func finishPoint() {
    guard let point else { return }
    self.point = nil
    let timestamp = point.timestamp ?? previousTimestamp
    previousTimestamp = timestamp
    let location = Location(
      coordinate: point.coordinate, altitude: point.values["ele"] ?? 0,
      horizontalAccuracy: point.values["accuracy"] ?? GPXTrack.defaultAccuracy,
      speed: point.values["speed"] ?? -1, course: point.values["course"] ?? -1,
      timestamp: timestamp)
    let isTimed = point.timestamp != nil
    switch point.element {
    case "trkpt": tracks.append(location, isTimed: isTimed)
    case "rtept": routes.append(location, isTimed: isTimed)
    default: waypoints.append(location, isTimed: isTimed)
    }
  }

  private func fail(_ parser: XMLParser, _ reason: String) {
    guard failure == nil else { return }
    failure = Failure(line: parser.lineNumber, reason: reason)
    parser.abortParsing()
  }
}
