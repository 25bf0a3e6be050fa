import CoreLocationLite
import Foundation
import Testing

@testable import Domain

@Suite("Route store")
struct RouteStoreTests {
  // MARK: - Creating routes

  @Test func createdRouteIsEmptyAndStampedByTheClock() throws {
    let clock = RouteStoreClock()
    let store = try RouteStore(.inMemory, now: clock.read)
    let route = try store.createRoute(title: "Morning walk")
    #expect(route.title == "Morning walk")
    #expect(route.createdAt == clock.now)
    #expect(route.pointCount == 0 && route.distance == 0 && route.duration == 0)
    #expect(try store.route(id: route.id) == route)
    #expect(try store.exists(title: "Morning walk"))
    #expect(try !store.exists(title: "morning walk"))
  }

  @Test(arguments: [
    #"He said "hi" and left"#, "O'Brien's; DROP TABLE routes;--", "🏃‍♀️ Run 🌸 東京",
    String(repeating: "長", count: 1_000), " padded ", "line\nbreak\ttab", "nul\u{0}inside",
    "e\u{301}",
  ])
  func titlesAreStoredExactlyAsTyped(title: String) throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let created = try store.createRoute(title: title)
    let read = try #require(try store.route(titled: title))
    #expect(read.id == created.id)
    #expect(Array(read.title.unicodeScalars) == Array(title.unicodeScalars))
    #expect(try store.routes().map(\.title) == [title])
    #expect(try store.routes().count == 1)
  }

  @Test func titlesCompareByteForByte() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    try store.createRoute(title: "caf\u{E9}")
    #expect(try !store.exists(title: "cafe\u{301}"))
    try store.createRoute(title: "cafe\u{301}")
    #expect(try store.routes().count == 2)
  }

  @Test func duplicateTitleIsATypedErrorWithTheUserMessage() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    try store.createRoute(title: #"The "best" walk 🐾"#)
    #expect(throws: StoreError.duplicateTitle(#"The "best" walk 🐾"#)) {
      try store.createRoute(title: #"The "best" walk 🐾"#)
    }
    let error = StoreError.duplicateTitle(#"The "best" walk 🐾"#)
    #expect(error.message == #"A route named "The "best" walk 🐾" already exists."#)
    #expect(try store.routes().count == 1)
  }

  @Test(arguments: ["", " ", "\t\n", "\u{3000}"])
  func blankTitlesAreRejected(title: String) throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    #expect(throws: StoreError.emptyTitle) { try store.createRoute(title: title) }
    #expect(StoreError.emptyTitle.message == "Enter a title to start recording.")
  }

  // MARK: - Appending fixes

  @Test func appendSavesEveryValidFixOfABatchInOrder() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Batch")
    let batch = (0..<5).map { routeFix(latitude: 35 + Double($0) * 0.001, second: $0) }
    let invalid = routeFix(latitude: 10, second: 9, accuracy: -1)
    let updated = try store.append([batch[0], batch[1], invalid, batch[2], batch[3], batch[4]],
      to: route.id)
    let footprints = try store.footprints(of: route.id)
    #expect(footprints.map(\.sequence) == [0, 1, 2, 3, 4])
    #expect(footprints.map(\.location) == batch)
    #expect(updated.pointCount == 5)
    #expect(updated == (try store.route(id: route.id)))
    #expect(updated.figures == RouteFigures(footprints))
  }

  @Test func appendKeepsEveryFieldOfAFix() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Fields")
    let location = Location(
      coordinate: LocationCoordinate2D(latitude: -33.856784, longitude: 151.215297),
      altitude: 12.5, horizontalAccuracy: 4.25, speed: 1.75, course: 271.5,
      timestamp: Date(millisecondsSince1970: 1_700_000_000_123))
    try store.append([location], to: route.id)
    let footprint = try #require(try store.footprints(of: route.id).first)
    #expect(footprint == Footprint(sequence: 0, location: location))
    #expect(footprint.location == location)
  }

  @Test func figuresGrowAcrossBatches() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Figures")
    let fixes = (0..<30).map { routeFix(latitude: 35 + Double($0) * 0.0001, second: $0 * 2) }
    for start in stride(from: 0, to: 30, by: 7) {
      try store.append(Array(fixes[start..<min(start + 7, 30)]), to: route.id)
    }
    let stored = try #require(try store.route(id: route.id))
    #expect(stored.pointCount == 30)
    #expect(stored.duration == 58)
    #expect(abs(stored.distance - 29 * 11.119508) < 0.01)
    #expect(stored.figures == RouteFigures(try store.footprints(of: route.id)))
    #expect(try store.figuresAreConsistent())
  }

  @Test func footprintsFromASequenceReturnOnlyTheNewOnes() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Tail")
    try store.append((0..<10).map { routeFix(latitude: 35, second: $0) }, to: route.id)
    #expect(try store.footprints(of: route.id, fromSequence: 7).map(\.sequence) == [7, 8, 9])
    #expect(try store.footprints(of: route.id, fromSequence: 10).isEmpty)
  }

  @Test func appendToADeletedRouteSavesNothing() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Gone")
    try store.deleteRoute(route.id)
    #expect(throws: StoreError.routeNotFound(route.id)) {
      try store.append([routeFix(latitude: 35, second: 0)], to: route.id)
    }
  }

  // MARK: - Listing and deleting

  @Test func routesListNewestFirstWithTiesByCreationOrder() throws {
    let clock = RouteStoreClock()
    let store = try RouteStore(.inMemory, now: clock.read)
    try store.createRoute(title: "first")
    clock.advance(seconds: 60)
    try store.createRoute(title: "second")
    try store.createRoute(title: "third, same instant")
    clock.advance(seconds: -3_600)
    try store.createRoute(title: "clock went back")
    #expect(try store.routes().map(\.title) == [
      "third, same instant", "second", "first", "clock went back",
    ])
    #expect(try store.routes(limit: 2).map(\.title) == ["third, same instant", "second"])
  }

  @Test func deletingARouteDeletesItsFootprints() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let doomed = try store.createRoute(title: "doomed")
    let kept = try store.createRoute(title: "kept")
    try store.append((0..<20).map { routeFix(latitude: 35, second: $0) }, to: doomed.id)
    try store.append((0..<3).map { routeFix(latitude: 36, second: $0) }, to: kept.id)
    try store.deleteRoute(doomed.id)
    #expect(try store.routes().map(\.title) == ["kept"])
    #expect(try store.footprints(of: doomed.id).isEmpty)
    #expect(try store.footprints(of: kept.id).count == 3)
    #expect(try store.database.integer("SELECT count(*) FROM footprints") == 3)
    #expect(throws: StoreError.routeNotFound(doomed.id)) { try store.deleteRoute(doomed.id) }
    #expect(try store.createRoute(title: "doomed").title == "doomed")
  }

  // MARK: - Files

  @Test func routesSurviveReopeningTheFile() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent(RouteStore.defaultFileName)
      let clock = RouteStoreClock()
      var store = try RouteStore(.file(url), now: clock.read)
      let route = try store.createRoute(title: "Persisted 💾")
      try store.append((0..<12).map { routeFix(latitude: 35, second: $0) }, to: route.id)
      store.close()
      store = try RouteStore(.file(url), now: clock.read)
      #expect(try store.routes() == [try #require(try store.route(id: route.id))])
      #expect(try store.route(id: route.id)?.pointCount == 12)
      #expect(try store.footprints(of: route.id).count == 12)
    }
  }

  @Test func closedStoreThrowsInsteadOfCrashing() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    store.close()
    store.close()
    let closed = StoreError.failed(path: ":memory:", code: 21, reason: "the database is closed")
    #expect(throws: closed) { try store.routes() }
    #expect(throws: closed) { try store.createRoute(title: "After close") }
  }

  @Test func fileDatabaseUsesWriteAheadLogAndPassesIntegrityCheck() throws {
    try withTemporaryRouteFolder { folder in
      let store = try RouteStore(
        .file(folder.appendingPathComponent("wal.sqlite")), now: RouteStoreClock().read)
      let route = try store.createRoute(title: "WAL")
      try store.append((0..<100).map { routeFix(latitude: 35, second: $0) }, to: route.id)
      #expect(try store.journalMode() == "wal")
      #expect(try store.database.integer("PRAGMA foreign_keys") == 1)
      #expect(try store.database.integer("PRAGMA synchronous") == 1)
      #expect(try store.integrityProblems().isEmpty)
      #expect(try store.schemaVersion() == RouteStore.currentSchemaVersion)
      #expect(store.databaseName == "wal.sqlite")
    }
  }

  @Test func appendedFixesAreVisibleToASecondConnectionAtOnce() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("shared.sqlite")
      let writer = try RouteStore(.file(url), now: RouteStoreClock().read)
      let route = try writer.createRoute(title: "Shared")
      try writer.append((0..<4).map { routeFix(latitude: 35, second: $0) }, to: route.id)
      let reader = try RouteStore(.file(url), now: RouteStoreClock().read)
      #expect(try reader.footprints(of: route.id).count == 4)
      #expect(try reader.route(id: route.id)?.pointCount == 4)
      #expect(try reader.exists(title: "Shared"))
      try writer.append((4..<9).map { routeFix(latitude: 35, second: $0) }, to: route.id)
      #expect(try reader.route(id: route.id)?.pointCount == 9)
      #expect(try reader.routes().first?.pointCount == 9)
      let checkpoint = try writer.database.prepare("PRAGMA wal_checkpoint(TRUNCATE)")
      #expect(try checkpoint.firstRow { $0.int64(at: 0) } == 0)
    }
  }
}

// MARK: - Support shared by the route store tests

/// A settable clock for `RouteStore(now:)`.
final class RouteStoreClock {
  var now = Date(millisecondsSince1970: 1_743_498_000_000)

  var read: () -> Date { { self.now } }

  func advance(seconds: Double) {
    now = now.addingTimeInterval(seconds)
  }
}

/// A valid fix at `latitude`, 139.7° E, `second` seconds after 2025-04-01T09:00:00Z.
func routeFix(latitude: Double, second: Int, accuracy: Double = 5) -> Location {
  Location(
    coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139.7), altitude: 3,
    horizontalAccuracy: accuracy, speed: 1.2, course: 90,
    timestamp: Date(millisecondsSince1970: 1_743_498_000_000 + Int64(second) * 1_000))
}

/// Runs `body` with a new empty folder, removed afterwards.
func withTemporaryRouteFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("route-store-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}
