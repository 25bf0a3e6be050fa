import UIKitLite

extension ScreenHost {
  /// What a user could do on the screen now (see ``ScreenAffordances``).
  func affordances() -> ScreenAffordances {
    var affordances = ScreenAffordances()
    affordances.isShowing = isShowing
    guard isShowing else { return affordances }
    affordances.isInBackground = device.isAppInBackground
    guard !affordances.isInBackground else { return affordances }
    let view = visibleView
    affordances.widgetIDs = view?.identifiedViews.compactMap(\.accessibilityIdentifier) ?? []
    affordances.promptAnswers = device.prompt?.answers
    affordances.alertButtons = window.presentedAlert?.actions.map {
      ScreenAffordances.AlertButton(title: $0.title, isCancel: $0.style == .cancel)
    }
    if let navigation = window.rootViewController as? NavigationController {
      affordances.canGoBack = navigation.viewControllers.count > 1
    }
    if affordances.alertButtons == nil, affordances.promptAnswers == nil, let view {
      affordances.controls = Self.reachableControls(in: view)
    }
    return affordances
  }

  /// The controls in `view`'s subtree that a touch reaches and that take input, depth first.
  private static func reachableControls(in view: View) -> [ScreenAffordances.Control] {
    guard !view.isHidden else { return [] }
    var found: [ScreenAffordances.Control] = []
    if let id = view.accessibilityIdentifier, let control = control(view, id: id) {
      found.append(control)
    }
    for subview in view.subviews { found += reachableControls(in: subview) }
    return found
  }

  private static func control(_ view: View, id: String) -> ScreenAffordances.Control? {
    switch view {
    case let button as Button where button.isEnabled:
      return .button(id: id)
    case let field as TextField where field.isEnabled:
      return .textField(id: id, text: field.text ?? "")
    case let control as SegmentedControl where control.isEnabled:
      return .segmented(id: id, titles: control.segmentTitles)
    case let bar as TabBar:
      let items = bar.items.filter(\.isEnabled).map(\.title)
      return items.isEmpty ? nil : .tabBar(id: id, items: items)
    case let table as TableView where !table.visibleCells.isEmpty:
      return .table(id: id, rows: table.visibleCells.count)
    case let map as MapView where !map.annotations.isEmpty:
      return .map(id: id, markers: map.annotations.map(\.id))
    default:
      return nil
    }
  }
}
