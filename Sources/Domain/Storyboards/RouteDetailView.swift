import Domain
import UIKitLite

/// One stored route: its figures, its polyline on a map, and delete and export
/// (the stand-in for the route-detail storyboard scene).
@MainActor
public final class RouteDetailView: View {
  public let routeTitleLabel = Label(identifier: "routeTitleLabel")
  public let routeFiguresLabel = Label(identifier: "routeFiguresLabel")
  public let routeMap = MapView(identifier: "routeMap")
  public let deleteButton = Button(
    identifier: "deleteButton", title: RouteRecorderStrings.deleteButtonTitle)
  public let exportButton = Button(
    identifier: "exportButton", title: RouteRecorderStrings.exportButtonTitle)

  public init() {
    super.init(identifier: "routeDetailScreen")
    for widget in [routeTitleLabel, routeFiguresLabel, routeMap, deleteButton, exportButton] {
      addSubview(widget)
    }
  }

  public override var snapshotKind: String { "screen" }
}
