import SceneContract
import UIKitLite

/// The widgets of one feature's screen, as built by a variant: identifiers, kinds, inspectable
/// properties and selectable titles. Scenarios are validated against it before anything runs.
public struct ScreenCatalog {
  struct Widget {
    let id: String
    let kind: String
    let role: WidgetRole
    let properties: [String]
    /// Segment or tab titles, for `select "<title>"`.
    let titles: [String]
  }

  let feature: FeatureID
  /// Widget identifiers in screen order.
  let ids: [String]
  let widgets: [String: Widget]

  /// Catalogues every identified view under `root`, hidden ones included.
  @MainActor
  public init(feature: FeatureID, root: View) {
    self.feature = feature
    var ids: [String] = []
    var widgets: [String: Widget] = [:]
    for view in root.identifiedViews {
      guard let id = view.accessibilityIdentifier, widgets[id] == nil else { continue }
      ids.append(id)
      widgets[id] = Widget(
        id: id, kind: view.snapshotKind, role: WidgetRole(view),
        properties: view.inspectableProperties.keys.sorted(), titles: Self.titles(of: view))
    }
    self.ids = ids
    self.widgets = widgets
  }

  @MainActor
  static func titles(of view: View) -> [String] {
    if let control = view as? SegmentedControl { return control.segmentTitles }
    if let bar = view as? TabBar { return bar.items.map(\.title) }
    return []
  }
}
