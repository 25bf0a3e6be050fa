import Domain
import Foundation
import ScenarioLanguage
import UIKitLite

// MARK: - The phone's disk: store damage and stored-data expectations

extension ScenarioEngine {
  func store(_ step: StoreStep) throws(StepFailure) {
    if case .exportTaken(let file) = step { return try takeExportFile(file) }
    guard case .file = host.environment.routeStorage else {
      throw StepFailure("expected a file database for `store` steps, found an in-memory one")
    }
    // Work already started off the main thread has read the disk as it was (see WorkQueue).
    host.mainLoop.waitForStartedWork()
    switch step {
    case .corrupt: try host.phone.corruptDatabase()
    case .readOnly: try host.phone.lockDatabaseFolder()
    case .exportTaken: break
    }
  }

  /// Puts a file the app did not write where an export of that name would go.
  private func takeExportFile(_ file: String) throws(StepFailure) {
    host.mainLoop.waitForStartedWork()
    let url = host.environment.documentsDirectory.appendingPathComponent(file)
    do {
      try Data(StoreStep.takenFileContents.utf8).write(to: url)
    } catch {
      throw StepFailure("could not put \(file) in the documents folder: \(error)")
    }
  }

  /// Reads the database the way a fresh launch of the app would (a new connection on the same
  /// file), records what it found as a snapshot line, and judges the expectation.
  func storeVerdict(_ expectation: StoreExpectation) -> ExpectationVerdict? {
    let store: RouteStore
    do {
      store = try host.environment.openRouteStore()
    } catch {
      inspected.append("store error=\(shown(error.message))")
      return ExpectationVerdict(expected: Self.describe(expectation), actual: error.message)
    }
    do {
      return try storeVerdict(expectation, in: store)
    } catch {
      inspected.append("store error=\(shown(error.message))")
      return ExpectationVerdict(expected: Self.describe(expectation), actual: error.message)
    }
  }

  private func storeVerdict(_ expectation: StoreExpectation, in store: RouteStore)
    throws(StoreError) -> ExpectationVerdict?
  {
    switch expectation {
    case .routeCount(let comparison):
      let count = String(try store.routes().count)
      inspected.append("store routes=\(count)")
      return check(comparison, count)
    case .routePoints(let title, let comparison):
      let route = try store.route(titled: title)
      inspected.append(Self.routeFact(title, route))
      guard let route else {
        return ExpectationVerdict(
          expected: "points \(comparison)", actual: "no route titled \(quoted(title))")
      }
      return check(comparison, String(route.pointCount))
    case .routePoint(let title, let point, let field, let comparison):
      return try pointVerdict(title, point, field, comparison, in: store)
    case .routeAbsent(let title):
      let route = try store.route(titled: title)
      inspected.append(Self.routeFact(title, route))
      guard let route else { return nil }
      return ExpectationVerdict(
        expected: "absent", actual: RouteRecorderStrings.pointsText(route.pointCount))
    case .integrityOK:
      let problems = try store.integrityProblems()
      let fact = problems.isEmpty ? "ok" : problems.joined(separator: "; ")
      inspected.append("store integrity=\(problems.isEmpty ? fact : shown(fact))")
      return problems.isEmpty ? nil : ExpectationVerdict(expected: "ok", actual: fact)
    }
  }

  /// One value of the `point`th footprint of the route titled `title`.
  private func pointVerdict(
    _ title: String, _ point: Int, _ field: StoredPointField, _ comparison: Comparison,
    in store: RouteStore
  ) throws(StoreError) -> ExpectationVerdict? {
    let expected = "point \(point) \(field.rawValue) \(comparison)"
    guard let route = try store.route(titled: title) else {
      inspected.append(Self.routeFact(title, nil))
      return ExpectationVerdict(expected: expected, actual: "no route titled \(quoted(title))")
    }
    let footprints = try store.footprints(of: route.id, fromSequence: point - 1)
    guard let footprint = footprints.first else {
      inspected.append(Self.routeFact(title, route) + " point \(point) absent")
      return ExpectationVerdict(
        expected: expected, actual: RouteRecorderStrings.pointsText(route.pointCount))
    }
    let value = footprint.value(of: field)
    inspected.append("store route \(shown(title)) point \(point) \(field.rawValue)=\(value)")
    return check(field == .timestamp ? comparison.asTimestamp : comparison, value)
  }

  /// Reads an exported GPX file back from the documents folder and counts its points.
  func exportVerdict(_ file: String, _ comparison: Comparison) -> ExpectationVerdict? {
    let url = host.environment.documentsDirectory.appendingPathComponent(file)
    do {
      let count = String(try GPXReader.read(contentsOf: url).points.count)
      inspected.append("export \(shown(file)) points=\(count)")
      return check(comparison, count)
    } catch {
      inspected.append("export \(shown(file)) error=\(shown(error.message))")
      return ExpectationVerdict(expected: "points \(comparison)", actual: error.message)
    }
  }

  // MARK: - Wording

  private static func routeFact(_ title: String, _ route: Route?) -> String {
    "store route \(shown(title)) " + (route.map { "points=\($0.pointCount)" } ?? "absent")
  }

  private static func describe(_ expectation: StoreExpectation) -> String {
    switch expectation {
    case .routeCount(let comparison): return "routes \(comparison)"
    case .routePoints(_, let comparison): return "points \(comparison)"
    case .routePoint(_, let point, let field, let comparison):
      return "point \(point) \(field.rawValue) \(comparison)"
    case .routeAbsent: return "absent"
    case .integrityOK: return "ok"
    }
  }
}
