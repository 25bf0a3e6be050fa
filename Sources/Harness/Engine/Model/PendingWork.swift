/// Work of a torn-down screen that is still pending: it would run, answer, deliver or write
/// after the screen is gone, so it counts as a leak like a live subscription.
///
/// Counted by the platform stand-ins, for what the scene started since it was built: the main
/// loop knows the work it has scheduled, the fixture HTTP client its requests in flight, the
/// location device its managers, the environment the database connections it opened.
public struct PendingWork: Sendable, Equatable, Codable {
  /// Main-loop work the app scheduled (timers, debounces, deferred calls) that has neither run
  /// nor been cancelled.
  public var timers: Int
  /// HTTP requests sent and neither answered nor cancelled: answers that would land later.
  public var requests: Int
  /// Location managers still alive and updating: deliveries that would keep coming.
  public var locationUpdates: Int
  /// Route database connections the screen opened and did not close: writes could still land.
  public var databaseConnections: Int

  public init(
    timers: Int = 0, requests: Int = 0, locationUpdates: Int = 0, databaseConnections: Int = 0
  ) {
    self.timers = timers
    self.requests = requests
    self.locationUpdates = locationUpdates
    self.databaseConnections = databaseConnections
  }

  /// Nothing pending.
  public static let none = PendingWork()

  /// Whether nothing is pending.
  public var isEmpty: Bool { self == .none }

  /// Both counts added, field by field (a run's teardowns together).
  public static func + (lhs: PendingWork, rhs: PendingWork) -> PendingWork {
    PendingWork(
      timers: lhs.timers + rhs.timers, requests: lhs.requests + rhs.requests,
      locationUpdates: lhs.locationUpdates + rhs.locationUpdates,
      databaseConnections: lhs.databaseConnections + rhs.databaseConnections)
  }

  /// `2 timers, 1 HTTP request in flight`: the non-zero counts, for messages.
  public var summary: String {
    var parts: [String] = []
    func add(_ count: Int, _ one: String, _ many: String) {
      if count != 0 { parts.append("\(count) \(count == 1 ? one : many)") }
    }
    add(timers, "scheduled timer", "scheduled timers")
    add(requests, "HTTP request in flight", "HTTP requests in flight")
    add(locationUpdates, "location manager still updating", "location managers still updating")
    add(databaseConnections, "database connection open", "database connections open")
    return parts.joined(separator: ", ")
  }
}
