import CoreLocationLite
import Foundation
import Testing

@testable import Domain

@Suite("GPX reader")
struct GPXReaderTests {
  // MARK: - What is read

  @Test func timesWithAndWithoutFractionsAndZonesAreRead() throws {
    let track = try read(points: [
      #"<trkpt lat="1" lon="2"><time>2025-04-01T09:00:00Z</time></trkpt>"#,
      #"<trkpt lat="1" lon="2"><time>2025-04-01T09:00:00.5Z</time></trkpt>"#,
      #"<trkpt lat="1" lon="2"><time>2025-04-01T18:00:01.250+09:00</time></trkpt>"#,
      #"<trkpt lat="1" lon="2"><time>2025-04-01T09:00:02</time></trkpt>"#,
      #"<trkpt lat="1" lon="2"><time> 2025-04-01T04:30:03.123456789-04:30 </time></trkpt>"#,
    ])
    let start = 1_743_498_000.0
    #expect(track.points.map { $0.timestamp.timeIntervalSince1970 - start }.map {
      ($0 * 1_000).rounded() / 1_000
    } == [0, 0.5, 1.25, 2, 3.123])
  }

  @Test func elevationExtensionsAndDefaultsAreRead() throws {
    let track = try read(points: [
      """
      <trkpt lat="35.5" lon="-139.25"><ele>12.5</ele><time>2025-04-01T09:00:00Z</time>
        <extensions><fp:accuracy>-1</fp:accuracy><fp:speed>1.5</fp:speed>
        <fp:course>90</fp:course></extensions></trkpt>
      """,
      #"<trkpt lat="35.6" lon="-139.3"></trkpt>"#,
    ])
    let (first, second) = (track.points[0], track.points[1])
    #expect(first.coordinate == LocationCoordinate2D(latitude: 35.5, longitude: -139.25))
    #expect(first.altitude == 12.5 && first.horizontalAccuracy == -1 && !first.isValid)
    #expect(first.speed == 1.5 && first.course == 90)
    #expect(second.altitude == 0 && second.horizontalAccuracy == 5)
    #expect(second.speed == -1 && second.course == -1)
    #expect(second.timestamp == first.timestamp)
  }

  @Test func segmentsAndTracksKeepTheirOrder() throws {
    let xml = """
      <?xml version="1.0"?>
      <gpx xmlns="http://www.topografix.com/GPX/1/0" version="1.0">
        <metadata><name>Metadata name</name></metadata>
        <wpt lat="9" lon="9"><name>ignored</name></wpt>
        <trk><name>First</name>
          <trkseg><trkpt lat="1" lon="1"><speed>2.5</speed></trkpt>
            <trkpt lat="2" lon="2"/></trkseg>
          <trkseg><trkpt lat="3" lon="3"/></trkseg>
          <trkseg></trkseg>
        </trk>
        <trk><name>Second</name><trkseg><trkpt lat="4" lon="4"/></trkseg></trk>
      </gpx>
      """
    let track = try GPXReader.read(Data(xml.utf8), fileName: "multi.gpx")
    #expect(track.name == "Metadata name")
    #expect(track.segments.map { $0.map(\.coordinate.latitude) } == [[1, 2], [3], [4]])
    #expect(track.points[0].speed == 2.5)
  }

  // MARK: - Errors

  @Test func brokenXMLNamesTheFileAndLine() throws {
    let xml = """
      <?xml version="1.0"?>
      <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><trkseg>
          <trkpt lat="1" lon="2"><time>2025-04-01T09:00:00Z</time></trkpt>
          <trkpt lat="1" lon="2"><ele>3</trkpt>
        </trkseg></trk>
      </gpx>
      """
    let error = try #require(throws: GPXError.self) {
      try GPXReader.read(Data(xml.utf8), fileName: "broken.gpx")
    }
    #expect(error == .malformed(
      file: "broken.gpx", line: 5, reason: "a closing tag does not match its opening tag"))
    #expect(error.message
      == #"Malformed GPX file "broken.gpx", line 5: a closing tag does not match its opening tag."#)
  }

  @Test("each kind of broken XML is named in words", arguments: [
    ("<gpx version=\"1.1\"><trk>", "the document is incomplete or has content after its end"),
    ("<gpx version=\"1.1\"><trk></trk </gpx>", "a tag is not closed with >"),
    ("<gpx version=\"1.1\"></trk></gpx>", "a closing tag does not match its opening tag"),
    ("<gpx version=\"1.1\">&nbsp;</gpx>", "an entity is not defined (write & as &amp;)"),
    ("no XML at all", "the content is not XML"),
  ])
  func brokenXMLReasons(xml: String, reason: String) throws {
    let error = try #require(throws: GPXError.self) {
      try GPXReader.read(Data(xml.utf8), fileName: "broken.gpx")
    }
    guard case .malformed(_, _, let found) = error else {
      Issue.record("expected a malformed file, got \(error)")
      return
    }
    #expect(found == reason)
  }

  @Test(arguments: [
    (
      #"<trkpt lat="north" lon="2"/>"#, 4,
      #"<trkpt> needs a lat attribute from -90 to 90, found "north""#
    ),
    (
      #"<trkpt lat="1" lon="200"/>"#, 4,
      #"<trkpt> needs a lon attribute from -180 to 180, found "200""#
    ),
    (
      #"<trkpt lat="0x23" lon="139"/>"#, 4,
      #"<trkpt> needs a lat attribute from -90 to 90, found "0x23""#
    ),
    (
      #"<trkpt lat="35" lon="1.39e2"/>"#, 4,
      #"<trkpt> needs a lon attribute from -180 to 180, found "1.39e2""#
    ),
    (#"<trkpt lon="139"/>"#, 4, "<trkpt> needs a lat attribute from -90 to 90"),
    (#"<trkpt lat="1" lon="2">"# + "\n<time>yesterday</time></trkpt>", 5,
      #"<time> "yesterday" is not an ISO-8601 date-time"#),
    (#"<trkpt lat="1" lon="2"><ele>high</ele></trkpt>"#, 4, #"<ele> "high" is not a number"#),
    (#"<trkpt lat="1" lon="2"><time>2025-13-01T00:00:00Z</time></trkpt>"#, 4,
      #"<time> "2025-13-01T00:00:00Z" is not an ISO-8601 date-time"#),
  ])
  func invalidPointsNameTheLine(point: String, line: Int, reason: String) throws {
    #expect(throws: GPXError.malformed(file: "bad.gpx", line: line, reason: reason)) {
      try read(points: [point], fileName: "bad.gpx")
    }
  }

  @Test(arguments: [
    ("<gpx><trk>", "the document is incomplete or has content after its end"),
    ("<gpx>a & b</gpx>", "a tag or entity name is missing (write & as &amp;)"),
    ("<gpx>&nbsp;</gpx>", "an entity is not defined (write & as &amp;)"),
    ("<gpx a=1/>", "an attribute is malformed (values need quotes)"),
    ("plain text", "the content is not XML"),
    ("<gpx><x:y/></gpx>", "an element uses an undeclared namespace prefix"),
    ("   ", "no <gpx> element"),
  ])
  func xmlErrorsHavePlainReasons(xml: String, reason: String) throws {
    let error = try #require(throws: GPXError.self) {
      try GPXReader.read(Data(xml.utf8), fileName: "x.gpx")
    }
    guard case .malformed(let file, _, let found) = error else {
      Issue.record("expected a malformed-file error, got \(error)")
      return
    }
    #expect(file == "x.gpx")
    #expect(found == reason)
  }

  @Test func nonGPXEmptyAndMissingFilesAreNamed() throws {
    #expect(throws: GPXError.malformed(
      file: "page.gpx", line: 1, reason: "the root element is <html>, not <gpx>")) {
      try GPXReader.read(Data("<html><body/></html>".utf8), fileName: "page.gpx")
    }
    #expect(throws: GPXError.malformed(file: "empty.gpx", line: nil, reason: "the file is empty")) {
      try GPXReader.read(Data(), fileName: "empty.gpx")
    }
    let missing = URL(fileURLWithPath: "/nonexistent-folder/walk.gpx")
    let error = GPXError.unreadable(file: "walk.gpx", reason: "its folder does not exist")
    #expect(throws: error) { try GPXReader.read(contentsOf: missing) }
    #expect(error.message == #"Cannot read GPX file "walk.gpx": its folder does not exist."#)
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("absent.gpx")
      #expect(throws: GPXError.unreadable(file: "absent.gpx", reason: "no such file")) {
        try GPXReader.read(contentsOf: url)
      }
      let name = folder.lastPathComponent
      #expect(throws: GPXError.unreadable(file: name, reason: "it is a folder")) {
        try GPXReader.read(contentsOf: folder)
      }
    }
  }

  // MARK: - Support

  private func read(points: [String], fileName: String = "test.gpx") throws -> GPXTrack {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" \
      xmlns:fp="\(GPXTrack.footprintNamespace)">
        <trk><trkseg>
      \(points.joined(separator: "\n"))
        </trkseg></trk>
      </gpx>
      """
    return try GPXReader.read(Data(xml.utf8), fileName: fileName)
  }
}
