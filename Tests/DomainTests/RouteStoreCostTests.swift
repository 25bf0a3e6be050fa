import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// The cost of recording must not grow with the route: no statement the store runs scans a
/// table, and an append runs the same number of SQLite VM steps at 10 points as at 20,000.
@Suite("Route store cost")
struct RouteStoreCostTests {
  @Test func everyStatementSearchesAnIndexAndNeverSorts() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    for sql in RouteSQL.all {
      let plan = try store.database.queryPlan(of: sql)
      for line in plan {
        #expect(!line.contains("TEMP B-TREE"), "\(sql) sorts: \(line)")
        let scansTable = line.hasPrefix("SCAN") && !line.contains("USING")
        #expect(!scansTable, "\(sql) scans a table: \(line)")
      }
    }
  }

  @Test func screenQueriesUseTheirIndexes() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let plans = try [
      RouteSQL.routeByTitle, RouteSQL.titleExists, RouteSQL.routesNewestFirst,
      RouteSQL.footprintsFromSequence, RouteSQL.routeByID, RouteSQL.updateFigures,
      RouteSQL.cascadeFootprints,
    ].map { sql throws(StoreError) in try store.database.queryPlan(of: sql).joined() }
    #expect(plans[0].contains("SEARCH routes USING INDEX sqlite_autoindex_routes_1 (title=?)"))
    #expect(plans[1].contains("USING COVERING INDEX sqlite_autoindex_routes_1 (title=?)"))
    #expect(plans[2] == "SCAN routes USING INDEX routes_by_created_at")
    #expect(plans[3].contains("USING INDEX footprints_by_route_seq (route_id=? AND seq>?)"))
    #expect(plans[4].contains("USING INTEGER PRIMARY KEY (rowid=?)"))
    #expect(plans[5].contains("USING INTEGER PRIMARY KEY (rowid=?)"))
    #expect(plans[6].contains("USING COVERING INDEX footprints_by_route_seq (route_id=?)"))
  }

  @Test func appendCostsTheSameAtTenPointsAsAtTwentyThousand() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let route = try store.createRoute(title: "Growing")
    let walk = SyntheticWalk(seed: 11).fixes(count: 20_030)
    try store.append(Array(walk[0..<10]), to: route.id)
    let small = try measuredAppend(Array(walk[10..<20]), to: route.id, in: store)
    for start in stride(from: 20, to: 20_020, by: 1_000) {
      try store.append(Array(walk[start..<start + 1_000]), to: route.id)
    }
    let large = try measuredAppend(Array(walk[20_020..<20_030]), to: route.id, in: store)
    #expect(try store.route(id: route.id)?.pointCount == 20_030)
    #expect(small.steps == large.steps)
    #expect(small.fullScans == 0 && large.fullScans == 0)
  }

  @Test func readingARouteCostsTheSameWhateverElseIsStored() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    let short = try store.createRoute(title: "Short")
    try store.append(SyntheticWalk(seed: 12).fixes(count: 5), to: short.id)
    let long = try store.createRoute(title: "Long")
    let walk = SyntheticWalk(seed: 13).fixes(count: 20_005)
    try store.append(Array(walk[0..<5]), to: long.id)
    let before = try measured(store) { () throws(StoreError) in
      _ = try store.footprints(of: short.id)
      _ = try store.exists(title: "Short")
      _ = try store.route(titled: "Short")
    }
    try store.append(Array(walk[5...]), to: long.id)
    for title in (0..<500).map({ "Other \($0)" }) { try store.createRoute(title: title) }
    let after = try measured(store) { () throws(StoreError) in
      _ = try store.footprints(of: short.id)
      _ = try store.exists(title: "Short")
      _ = try store.route(titled: "Short")
    }
    #expect(before == after)
  }

  // MARK: - Measuring

  private struct Cost: Equatable {
    let steps: Int64
    let fullScans: Int64
  }

  private func measuredAppend(_ fixes: [Location], to id: Route.ID, in store: RouteStore)
    throws -> Cost
  {
    try measured(store) { () throws(StoreError) in try store.append(fixes, to: id) }
  }

  private func measured(_ store: RouteStore, _ work: () throws(StoreError) -> Void) throws
    -> Cost
  {
    let (steps, scans) = (store.database.virtualMachineSteps, store.database.fullScanSteps)
    try work()
    return Cost(
      steps: store.database.virtualMachineSteps - steps,
      fullScans: store.database.fullScanSteps - scans)
  }
}
