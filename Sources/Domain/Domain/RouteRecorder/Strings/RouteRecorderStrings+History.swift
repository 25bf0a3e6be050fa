/// The history screen: rows, deletion and export.
extension RouteRecorderStrings {
  // MARK: - List

  public static let historyScreenTitle = "History"
  /// Shown instead of rows when no route is stored.
  public static let emptyHistoryText = "No routes recorded yet."

  /// A row's main text: the title exactly as typed.
  public static func historyRowTitle(_ route: Route) -> String {
    route.title
  }

  /// A row's detail: `3 points, 1234.5 m, 0:20:34`.
  public static func historyRowDetail(_ route: Route) -> String {
    "\(pointsText(route.pointCount)), \(distanceText(route.distance)), "
      + durationText(route.duration)
  }

  // MARK: - Delete

  public static let deleteButtonTitle = "Delete"
  public static let deleteAlertTitle = "Delete route?"
  public static let deleteActionTitle = "Delete"

  /// `Delete "<title>" and its 3 points?`
  public static func deleteAlertMessage(_ route: Route) -> String {
    "Delete \"\(route.title)\" and its \(pointsText(route.pointCount))?"
  }

  // MARK: - Export

  public static let exportButtonTitle = "Export"
  public static let exportAlertTitle = "Exported"

  /// The file a route is exported to: `route-<id>.gpx` (titles may hold any character).
  public static func exportFileName(_ route: Route) -> String {
    "route-\(route.id).gpx"
  }

  /// `Exported "<title>" to route-7.gpx.`
  public static func exportedMessage(_ route: Route, fileName: String) -> String {
    "Exported \"\(route.title)\" to \(fileName)."
  }

  /// `Could not export "<title>": <reason>`
  public static func exportFailedMessage(_ route: Route, reason: String) -> String {
    "Could not export \"\(route.title)\": \(reason)"
  }
}
