import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// Export writes GPX 1.1 that reads back to exactly the stored footprints.
@Suite("GPX round trip")
struct GPXRoundTripTests {
  @Test func exportedRouteReadsBackToTheStoredFootprints() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: #"Tom & Jerry's <"chase"> 🐭"#)
    var fixes = SyntheticWalk(seed: 41).fixes(count: 500)
    fixes += [
      location(latitude: 0.000_01, longitude: -0.000_000_15, milliseconds: 1_000),
      location(latitude: -89.999_999_9, longitude: 179.999_999_9, milliseconds: -86_400_123),
      location(latitude: 1 / 3, longitude: -2 / 3, milliseconds: 253_402_300_799_999),
      Location(
        coordinate: LocationCoordinate2D(latitude: 12.345_678_912_345, longitude: 98.7),
        altitude: -412.25, horizontalAccuracy: 0.1, speed: 0, course: 359.999,
        timestamp: Date(timeIntervalSince1970: 1_743_498_123.456_789)),
    ]
    try store.append(fixes, to: route.id)
    let stored = try store.footprints(of: route.id)
    let document = try store.gpxDocument(of: route.id)
    let track = try GPXReader.read(Data(document.utf8), fileName: "route.gpx")
    #expect(track.name == route.title)
    #expect(track.segments.count == 1)
    let readBack = track.points.enumerated().map {
      Footprint(sequence: $0.offset, location: $0.element)
    }
    #expect(readBack == stored)
    #expect(readBack.map(\.timestamp) == stored.map(\.timestamp))
    #expect(readBack.map(\.coordinate) == stored.map(\.coordinate))
  }

  @Test func documentsOverTenMegabytesAreRead() throws {
    let walk = SyntheticWalk(seed: 43).fixes(count: 40_000)
    let document = GPXWriter.document(GPXTrack(name: "Big", points: walk))
    #expect(document.utf8.count > 10_000_000)
    #expect(try GPXReader.read(Data(document.utf8), fileName: "big.gpx").points == walk)
  }

  @Test func documentIsGPX11WithMillisecondTimesAndNoExponents() throws {
    let track = GPXTrack(name: "A", points: [
      location(latitude: 0.000_01, longitude: 1e-7, milliseconds: 1_743_498_000_250)
    ])
    let document = GPXWriter.document(track)
    #expect(document.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(document.contains(#"<gpx version="1.1""#))
    #expect(document.contains(#"xmlns="http://www.topografix.com/GPX/1/1""#))
    #expect(document.contains(#"<trkpt lat="0.00001" lon="0.0000001">"#))
    #expect(document.contains("<time>2025-04-01T09:00:00.250Z</time>"))
    #expect(!document.contains("e-0") && !document.contains("e+"))
  }

  @Test func namesAreEscapedAndReadBack() throws {
    for name in [#"<a href="x">&amp;</a>"#, "it's\r\nmulti\tline", "💾 東京 \u{7F}"] {
      let document = GPXWriter.document(GPXTrack(name: name, points: []))
      let read = try GPXReader.read(Data(document.utf8), fileName: "n.gpx")
      #expect(read.name == name)
      #expect(read.points.isEmpty)
    }
    let control = GPXWriter.document(GPXTrack(name: "bell\u{7}", points: []))
    #expect(try GPXReader.read(Data(control.utf8), fileName: "c.gpx").name == "bell\u{FFFD}")
  }

  @Test func exportFileIsWrittenAndReadBack() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("route-1.gpx")
      let track = GPXTrack(name: "File", points: SyntheticWalk(seed: 42).fixes(count: 30))
      try GPXWriter.write(track, to: url)
      #expect(try GPXReader.read(contentsOf: url) == track)
      let missing = folder.appendingPathComponent("nowhere/route-1.gpx")
      #expect(throws: GPXError.unwritable(file: "route-1.gpx", reason: "its folder does not exist"))
      {
        try GPXWriter.write(track, to: missing)
      }
    }
  }

  @Test("an export rewrites its own file but never replaces another one")
  func exportNeverReplacesAnotherFile() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("route-1.gpx")
      let track = GPXTrack(name: "File", points: SyntheticWalk(seed: 42).fixes(count: 3))
      try GPXWriter.write(track, to: url)
      try GPXWriter.write(track, to: url)
      #expect(try GPXReader.read(contentsOf: url) == track)
      let other = GPXTrack(name: "Other", points: SyntheticWalk(seed: 43).fixes(count: 3))
      #expect(
        throws: GPXError.unwritable(
          file: "route-1.gpx", reason: RouteRecorderStrings.exportFileTakenReason)
      ) {
        try GPXWriter.write(other, to: url)
      }
      #expect(try GPXReader.read(contentsOf: url) == track)
    }
  }

  @Test("a footprint made without speed or course has CoreLocation's unknown for both, -1")
  func footprintDefaultsAreUnknown() {
    let footprint = Footprint(
      sequence: 0, coordinate: LocationCoordinate2D(latitude: 1, longitude: 2),
      horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 0))
    #expect(footprint.speed == -1 && footprint.course == -1 && footprint.altitude == 0)
  }

  @Test(arguments: [
    (1e-05, "0.00001"), (1.5e-07, "0.00000015"), (-2.5e-06, "-0.0000025"),
    (1e16, "10000000000000000"), (1.25e20, "125000000000000000000"), (123.0, "123.0"),
    (-0.5, "-0.5"), (35.6812501, "35.6812501"),
  ])
  func decimalsNeverUseExponents(value: Double, text: String) {
    #expect(DecimalText.plain(value) == text)
    #expect(Double(DecimalText.plain(value)) == value)
  }

  @Test func timestampsConvertBothWaysAcrossTheCalendar() throws {
    for days in stride(from: -80_000, through: 80_000, by: 997) {
      let milliseconds = Int64(days) * 86_400_000 + 45_296_789
      let date = Date(millisecondsSince1970: milliseconds)
      let text = GPXTimestamp.text(from: date)
      #expect(GPXTimestamp.date(from: text) == date, "\(text)")
    }
    #expect(GPXTimestamp.text(from: Date(millisecondsSince1970: 951_782_400_000))
      == "2000-02-29T00:00:00.000Z")
    #expect(GPXTimestamp.text(from: Date(millisecondsSince1970: -1))
      == "1969-12-31T23:59:59.999Z")
  }

  private func location(latitude: Double, longitude: Double, milliseconds: Int64) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 1,
      horizontalAccuracy: 5, speed: -1, course: -1,
      timestamp: Date(millisecondsSince1970: milliseconds))
  }
}
