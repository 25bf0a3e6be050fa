import CoreLocationLite
import Foundation

/// Writes tracks as GPX 1.1 documents that ``GPXReader`` reads back to the same points.
///
/// Coordinates and values use the shortest decimal that reads back to the same `Double`;
/// times are UTC with milliseconds; accuracy, speed and course go into `<extensions>` under
/// ``GPXTrack/footprintNamespace``. The name is escaped; characters XML 1.0 cannot carry
/// (control characters other than tab, newline and return) become U+FFFD.
public enum GPXWriter {
  /// The GPX 1.1 document for `track`.
  ///
  /// - Complexity: O(n) for n points.
  public static func document(_ track: GPXTrack) -> String {
    var xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="Architecture Workbench" xmlns="\(GPXTrack.namespace)" \
      xmlns:fp="\(GPXTrack.footprintNamespace)">
        <trk>

      """
    xml.reserveCapacity(xml.utf8.count + track.segments.reduce(0) { $0 + $1.count } * 260)
    if let name = track.name { xml += "    <name>\(XMLEscaping.escaped(name))</name>\n" }
    for segment in track.segments {
      xml += "    <trkseg>\n"
      for point in segment { append(point, to: &xml) }
      xml += "    </trkseg>\n"
    }
    xml += "  </trk>\n</gpx>\n"
    return xml
  }

  /// Writes ``document(_:)`` to `url` as UTF-8. A file already there is replaced only when it
  /// holds this very document (the same route exported again); any other file is left as it
  /// is, and the export fails saying so.
  public static func write(_ track: GPXTrack, to url: URL) throws(GPXError) {
    let data = Data(document(track).utf8)
    if let existing = FileManager.default.contents(atPath: url.path), existing != data {
      throw GPXError.unwritable(
        file: url.lastPathComponent, reason: RouteRecorderStrings.exportFileTakenReason)
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      let reason = FileProblem.reason(for: url, writing: true)
      throw GPXError.unwritable(file: url.lastPathComponent, reason: reason)
    }
  }

  // MARK: - Private

  private static func append(_ point: Location, to xml: inout String) {
    xml += "      <trkpt lat=\"\(number(point.coordinate.latitude))\""
    xml += " lon=\"\(number(point.coordinate.longitude))\">\n"
    if point.altitude.isFinite { xml += "        <ele>\(number(point.altitude))</ele>\n" }
    xml += "        <time>\(GPXTimestamp.text(from: point.timestamp))</time>\n"
    xml += "        <extensions>\n"
    for (name, value) in [
      ("accuracy", point.horizontalAccuracy), ("speed", point.speed), ("course", point.course),
    ] where value.isFinite {
      xml += "          <fp:\(name)>\(number(value))</fp:\(name)>\n"
    }
    xml += "        </extensions>\n      </trkpt>\n"
  }

  private static func number(_ value: Double) -> String {
    DecimalText.plain(value)
  }
}
