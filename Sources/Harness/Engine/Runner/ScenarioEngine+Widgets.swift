import ScenarioLanguage
import UIKitLite

// MARK: - What a user does with widgets

extension ScenarioEngine {
  /// The widget `id` on screen, checked to suit `action`.
  func widget(_ id: NameRef, for action: StepAction? = nil) throws(StepFailure) -> View {
    try requireForeground()
    guard let view = host.window.view(withIdentifier: id.name) else {
      let ids = host.visibleView?.identifiedViews.compactMap(\.accessibilityIdentifier) ?? []
      throw StepFailure(WidgetMessages.unknownWidget(id.name, screen: "screen", ids: ids))
    }
    if let action,
      let message = WidgetMessages.check(
        action, kind: view.snapshotKind, role: WidgetRole(view))
    {
      throw StepFailure(message)
    }
    return view
  }

  /// Taps a button `times` times, letting the main loop turn after each tap. A disabled or
  /// hidden button ignores the tap, as on a device.
  func tap(_ id: NameRef, times: Int) throws(StepFailure) {
    guard let button = try widget(id, for: .tap(id, times: times)) as? Button, !isCovered else {
      return
    }
    for _ in 0..<times {
      button.tap()
      host.mainLoop.runUntilIdle()
    }
  }

  func type(_ id: NameRef, _ text: String) throws(StepFailure) {
    guard let field = try widget(id, for: .type(id, text: text)) as? TextField, !isCovered else {
      return
    }
    field.type(text)
  }

  func select(_ id: NameRef, _ target: SelectionTarget) throws(StepFailure) {
    let view = try widget(id, for: .select(id, target))
    guard !isCovered else { return }
    switch (view, target) {
    case (let control as SegmentedControl, .title(let title)):
      guard let index = control.segmentTitles.firstIndex(of: title) else {
        throw unknownTitle(title, of: control, control.segmentTitles)
      }
      control.select(segmentAt: index)
    case (let bar as TabBar, .title(let title)):
      guard let item = bar.items.first(where: { $0.title == title }) else {
        throw unknownTitle(title, of: bar, bar.items.map(\.title))
      }
      bar.select(item)
    case (let table as TableView, .row(let row)):
      guard table.visibleCells.indices.contains(row) else {
        throw StepFailure(
          "expected a row of table `\(id.name)` (it has \(table.visibleCells.count)), "
            + "found row \(row)")
      }
      table.tapRow(at: row)
    case (let map as MapView, .marker(let marker)):
      guard map.annotations.contains(where: { $0.id == marker }) else {
        let ids = map.annotations.map(\.id)
        throw StepFailure(
          "expected a marker of map `\(id.name)`, found no marker \"\(marker)\""
            + didYouMean(marker, among: ids))
      }
      map.selectAnnotation(withID: marker)
    default:
      return
    }
  }

  /// Whether an alert or the system's permission prompt covers the screen: touches do not
  /// reach the widgets under it, as on a device.
  var isCovered: Bool {
    host.window.presentedAlert != nil || host.device.prompt != nil
  }

  func alert(_ choice: AlertChoice) throws(StepFailure) {
    try requireForeground()
    guard let alert = host.window.presentedAlert else {
      throw StepFailure("expected an alert on screen, found none")
    }
    let titles = alert.actions.map(\.title)
    let title: String?
    switch choice {
    case .titled(let wanted):
      guard titles.contains(wanted) else {
        throw StepFailure(
          "expected a button of the alert (\(titles.joined(separator: ", "))), "
            + "found \"\(wanted)\"" + didYouMean(wanted, among: titles))
      }
      title = wanted
    case .confirm: title = alert.actions.first { $0.style != .cancel }?.title
    case .cancel: title = alert.actions.first { $0.style == .cancel }?.title
    }
    guard let title else {
      let kind = choice == .cancel ? "a cancel button" : "a button other than cancel"
      throw StepFailure(
        "expected \(kind) on the alert, found \(titles.joined(separator: ", "))")
    }
    alert.tapAction(titled: title)
  }

  func back() throws(StepFailure) {
    try requireForeground()
    guard let navigation = host.window.rootViewController as? NavigationController,
      navigation.viewControllers.count > 1
    else { throw StepFailure("expected a screen to go back from, found the first screen") }
    navigation.popViewController(animated: true)
  }

  private func unknownTitle(_ title: String, of view: View, _ titles: [String]) -> StepFailure {
    StepFailure(
      WidgetMessages.unknownTitle(
        title, of: view.snapshotKind, view.accessibilityIdentifier ?? "", titles))
  }
}

// MARK: - The app off screen

extension ScenarioEngine {
  /// Throws while the app is in the background: its widgets and alerts are not on screen.
  func requireForeground() throws(StepFailure) {
    guard host.device.isAppInBackground else { return }
    throw StepFailure(
      "expected the app on screen, found the home screen (the app is in the background; "
        + "`app foreground` brings it back)")
  }
}
