/// What an `expect store …` step checks in the route database on the simulated phone's disk.
public enum StoreExpectation: Sendable, Equatable {
  /// `expect store routes <op> <n>`: the number of stored routes.
  case routeCount(Comparison)
  /// `expect store route "<title>" points <op> <n>`: the points saved for the route titled
  /// exactly `title`.
  case routePoints(title: String, Comparison)
  /// `expect store route "<title>" point <n> <field> <op> <value>`: one value of the route's
  /// `n`th saved point (from 1, in recording order).
  case routePoint(title: String, point: Int, field: StoredPointField, Comparison)
  /// `expect store route "<title>" absent`: no route has exactly this title.
  case routeAbsent(title: String)
  /// `expect store integrity ok`: SQLite's `PRAGMA integrity_check` finds no problem.
  case integrityOK
}
