import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// Files written by older schemas open with their routes intact and their figures filled in.
@Suite("Route store migration")
struct RouteStoreMigrationTests {
  @Test func versionOneFileMigratesToTheCurrentSchema() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("v1.sqlite")
      let walk = SyntheticWalk(seed: 21).fixes(count: 50)
      try writeVersionOneFile(at: url, routes: [
        (1, "Old walk", 1_700_000_000_000, Array(walk[0..<30])),
        (2, #"Second "old" 🐢"#, 1_700_000_100_000, Array(walk[30..<50])),
        (3, "Never started", 1_700_000_200_000, []),
      ])
      let store = try RouteStore(.file(url), now: RouteStoreClock().read)
      #expect(try store.schemaVersion() == RouteSchema.currentVersion)
      #expect(try store.routes().map(\.title) == [
        "Never started", #"Second "old" 🐢"#, "Old walk",
      ])
      let old = try #require(try store.route(id: 1))
      let footprints = try store.footprints(of: 1)
      #expect(old.pointCount == 30)
      #expect(old.figures == RouteFigures(footprints))
      #expect(old.distance > 0)
      #expect(old.figures.firstTimestamp == walk[0].timestamp)
      #expect(old.figures.lastTimestamp == walk[29].timestamp)
      #expect(footprints.allSatisfy { $0.altitude == 0 })
      #expect(try store.route(id: 3)?.figures == RouteFigures())
      #expect(try store.figuresAreConsistent())
      #expect(try store.integrityProblems().isEmpty)
    }
  }

  @Test func migratedFileRecordsLikeANewOne() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("v1.sqlite")
      let walk = SyntheticWalk(seed: 22).fixes(count: 20)
      try writeVersionOneFile(at: url, routes: [(7, "Resumed", 1_700_000_000_000,
        Array(walk[0..<10]))])
      let store = try RouteStore(.file(url), now: RouteStoreClock().read)
      let route = try store.append(Array(walk[10..<20]), to: 7)
      #expect(route.pointCount == 20)
      #expect(try store.footprints(of: 7).map(\.sequence) == Array(0..<20))
      #expect(try store.figuresAreConsistent())
      #expect(throws: StoreError.duplicateTitle("Resumed")) {
        try store.createRoute(title: "Resumed")
      }
      #expect(try store.createRoute(title: "After the old ones").id == 8)
    }
  }

  @Test func aDeletedRoutesIDIsNeverGivenAgain() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let first = try store.createRoute(title: "First")
    let second = try store.createRoute(title: "Second")
    try store.deleteRoute(second.id)
    #expect(throws: StoreError.duplicateTitle("First")) { try store.createRoute(title: "First") }
    let third = try store.createRoute(title: "Third")
    #expect([first.id, second.id, third.id] == [1, 2, 3])
    try store.deleteRoute(first.id)
    try store.deleteRoute(third.id)
    #expect(try store.createRoute(title: "Fourth").id == 4)
  }

  @Test func reopeningACurrentFileRunsNoMigration() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("current.sqlite")
      try RouteStore(.file(url), now: RouteStoreClock().read).close()
      let database = try SQLiteDatabase(path: url.path)
      let before = try database.integer("PRAGMA schema_version")
      try RouteSchema.migrate(database)
      #expect(try database.integer("PRAGMA schema_version") == before)
      #expect(try RouteSchema.version(of: database) == RouteSchema.currentVersion)
    }
  }

  @Test func fileFromANewerSchemaIsRefused() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("future.sqlite")
      let database = try SQLiteDatabase(path: url.path)
      try database.execute("PRAGMA user_version = 99")
      database.close()
      #expect(throws: StoreError.newerSchema(path: url.path, version: 99)) {
        try RouteStore(.file(url), now: RouteStoreClock().read)
      }
      let message = StoreError.newerSchema(path: url.path, version: 99).message
      #expect(message
        == #"Cannot open "future.sqlite": it was written by a newer version (schema 99)."#)
    }
  }

  @Test func migrationsAreNumberedOneByOne() {
    #expect(RouteSchema.migrations.map(\.version) == Array(1...RouteSchema.currentVersion))
  }

  // MARK: - A version 1 file

  private typealias OldRoute = (id: Int64, title: String, createdAt: Int64, fixes: [Location])

  /// Writes a file exactly as version 1 of the schema stored it.
  private func writeVersionOneFile(at url: URL, routes: [OldRoute]) throws {
    let database = try SQLiteDatabase(path: url.path)
    try RouteSchema.migrate(database, upTo: 1)
    #expect(try RouteSchema.version(of: database) == 1)
    let route = try database.prepare("INSERT INTO routes (id, title, created_at) VALUES (?, ?, ?)")
    let footprint = try database.prepare(
      """
      INSERT INTO footprints (route_id, seq, latitude, longitude, horizontal_accuracy, speed,
        course, timestamp)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for old in routes {
      try route.bind(.integer(old.id), .text(old.title), .integer(old.createdAt)).run()
      for (sequence, fix) in old.fixes.enumerated() {
        try footprint.bind(
          .integer(old.id), .integer(Int64(sequence)), .real(fix.coordinate.latitude),
          .real(fix.coordinate.longitude), .real(fix.horizontalAccuracy), .real(fix.speed),
          .real(fix.course), .integer(fix.timestamp.millisecondsSince1970)
        ).run()
      }
    }
    database.close()
  }
}
