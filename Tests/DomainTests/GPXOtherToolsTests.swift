import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// GPX written by other tools: several tracks and segments, missing or equal times, foreign
/// extensions, a byte-order mark, files with only routes or only waypoints.
@Suite("GPX from other tools")
struct GPXOtherToolsTests {
  @Test func aSportsWatchExportReadsInFileOrder() throws {
    let track = try GPXReader.read(contentsOf: Self.tracks.appendingPathComponent(
      "other-tool-tracks.gpx"))
    #expect(track.name == "Two tracks")
    #expect(track.segments.map(\.count) == [3, 2, 2], "the waypoint is not replayed")
    #expect(track.untimedPoints.isEmpty)
    let start = try #require(track.points.first?.timestamp)
    #expect(track.points.map { $0.timestamp.timeIntervalSince(start) } == [
      0, 2, 2, 5, 7, 10.5, 12,
    ])
    #expect(track.points[5].speed == 1.2 && track.points[5].course == 0)
  }

  @Test func aByteOrderMarkIsAllowed() throws {
    let xml = "\u{FEFF}" + Self.document(#"<trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>"#)
    let data = Data(xml.utf8)
    #expect(data.prefix(3) == Data([0xEF, 0xBB, 0xBF]))
    #expect(try GPXReader.read(data, fileName: "bom.gpx").points.count == 1)
  }

  @Test func pointsWithoutATimeAreListedAsUntimed() throws {
    let track = try read(
      #"""
      <trk><trkseg>
        <trkpt lat="1" lon="1"/>
        <trkpt lat="2" lon="2"><time>2025-04-01T09:00:00Z</time></trkpt>
        <trkpt lat="3" lon="3"><time></time></trkpt>
      </trkseg><trkseg>
        <trkpt lat="4" lon="4"><time>2025-04-01T09:00:05Z</time></trkpt>
        <trkpt lat="5" lon="5"/>
      </trkseg></trk>
      """#)
    #expect(Array(track.untimedPoints) == [0, 2, 4])
    #expect(track.points[0].timestamp == Date(timeIntervalSince1970: 0))
    #expect(track.points[2].timestamp == track.points[1].timestamp, "the previous point's time")
  }

  @Test func aFileWithoutTracksGivesItsRoutePointsRouteByRoute() throws {
    let track = try read(
      #"""
      <wpt lat="9" lon="9"/>
      <rte><name>Plan</name><rtept lat="1" lon="1"/><rtept lat="2" lon="2"/></rte>
      <rte><rtept lat="3" lon="3"><time>2025-04-01T09:00:00Z</time></rtept></rte>
      """#)
    #expect(track.name == "Plan")
    #expect(track.segments.map { $0.map(\.coordinate.latitude) } == [[1, 2], [3]])
    #expect(Array(track.untimedPoints) == [0, 1])
  }

  @Test func aFileOfWaypointsGivesThemAsOneSegment() throws {
    let track = try read(
      #"""
      <wpt lat="1" lon="1"><ele>3</ele><time>2025-04-01T09:00:00Z</time><name>A</name></wpt>
      <wpt lat="2" lon="2"><time>2025-04-01T09:00:30Z</time></wpt>
      """#)
    #expect(track.segments.map { $0.map(\.coordinate.latitude) } == [[1, 2]])
    #expect(track.points[0].altitude == 3)
    #expect(track.untimedPoints.isEmpty)
  }

  @Test func aFileWithNoPointsAtAllIsAnEmptyTrack() throws {
    #expect(try read("<metadata><name>Empty</name></metadata>").points.isEmpty)
  }

  @Test func aBadRoutePointNamesItsElementAndLine() throws {
    #expect(
      throws: GPXError.malformed(
        file: "plan.gpx", line: 4,
        reason: #"<rtept> needs a lat attribute from -90 to 90, found "91""#)
    ) {
      let document = Self.document("<rte>\n<rtept lat=\"91\" lon=\"1\"/></rte>")
      _ = try GPXReader.read(Data(document.utf8), fileName: "plan.gpx")
    }
  }

  // MARK: - Support

  static let tracks = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios/tracks")

  private static func document(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
    \(body)
    </gpx>
    """
  }

  private func read(_ body: String) throws -> GPXTrack {
    try GPXReader.read(Data(Self.document(body).utf8), fileName: "other.gpx")
  }
}
