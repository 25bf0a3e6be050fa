import Domain
import UIKitLite

/// The route recorder's main screen, shared by every variant (the stand-in for its storyboard):
/// permission banner, title field, accuracy control, status, map and the command tab bar.
@MainActor
public final class RouteRecorderView: View {
  /// The tab bar item tags, as the storyboard assigns them.
  public enum Tab: Int, CaseIterable, Sendable {
    case start = 0
    case stop = 1
    case footprints = 2
    case history = 3
  }

  public let permissionBanner = Label(
    identifier: "permissionBanner", text: RouteRecorderStrings.permissionBannerText)
  public let titleField = TextField(
    identifier: "titleField", placeholder: RouteRecorderStrings.titlePlaceholder)
  public let accuracyControl = SegmentedControl(
    identifier: "accuracyControl", items: RouteRecorderStrings.accuracyTitles)
  public let statusLabel = Label(identifier: "statusLabel")
  public let mapView = MapView(identifier: "mapView")
  public let startItem = TabBarItem(title: RouteRecorderStrings.startTabTitle, tag: Tab.start.rawValue)
  public let stopItem = TabBarItem(title: RouteRecorderStrings.stopTabTitle, tag: Tab.stop.rawValue)
  public let footprintsItem = TabBarItem(
    title: RouteRecorderStrings.footprintsTabTitle, tag: Tab.footprints.rawValue)
  public let historyItem = TabBarItem(
    title: RouteRecorderStrings.historyTabTitle, tag: Tab.history.rawValue)
  public let tabBar: TabBar

  public init() {
    tabBar = TabBar(identifier: "tabBar", items: [startItem, stopItem, footprintsItem, historyItem])
    super.init(identifier: "recorderScreen")
    accuracyControl.selectedSegmentIndex =
      AccuracySetting.allCases.firstIndex(of: .initial) ?? SegmentedControl.noSegment
    stopItem.isEnabled = false
    for widget in [permissionBanner, titleField, accuracyControl, statusLabel, mapView, tabBar] {
      addSubview(widget)
    }
  }

  public override var snapshotKind: String { "screen" }
}
