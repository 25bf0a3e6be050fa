/// One tab (the stand-in for `UITabBarItem`).
@MainActor
public final class TabBarItem {
  public let title: String
  public let tag: Int
  public var isEnabled = true {
    didSet { owner?.setNeedsDisplay() }
  }
  weak var owner: TabBar?

  public init(title: String, tag: Int) {
    self.title = title
    self.tag = tag
  }
}

/// Told when the user selects a tab (the stand-in for `UITabBarDelegate`).
@MainActor
public protocol TabBarDelegate: AnyObject {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

/// A bar of tabs used here as a toolbar of commands (the stand-in for `UITabBar`).
@MainActor
open class TabBar: View {
  public weak var delegate: TabBarDelegate?
  public private(set) var items: [TabBarItem]
  /// The highlighted item; `nil` clears the selection.
  public var selectedItem: TabBarItem? {
    didSet { setNeedsDisplay() }
  }

  public init(identifier: String? = nil, items: [TabBarItem]) {
    self.items = items
    super.init(identifier: identifier)
    for item in items { item.owner = self }
  }

  /// The item with `tag`, if any.
  public func item(withTag tag: Int) -> TabBarItem? {
    items.first { $0.tag == tag }
  }

  /// A user's tap on `item`: selects it and tells the delegate, when the item is enabled.
  @discardableResult
  public func select(_ item: TabBarItem) -> Bool {
    guard isHitTestable, item.isEnabled, items.contains(where: { $0 === item }) else { return false }
    selectedItem = item
    notify(delegate, "didSelect \(quoted(item.title))") { $0.tabBar(self, didSelect: item) }
    return true
  }

  open override var snapshotKind: String { "tabBar" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    let rendered = items.map { "\($0.title)\($0.isEnabled ? "" : "(disabled)")" }
    return [
      ("selected", shown(selectedItem?.title ?? "")),
      ("items", "[" + rendered.joined(separator: ", ") + "]"),
    ]
  }

  open override var inspectableProperties: [String: String] {
    var properties = super.inspectableProperties
    for item in items { properties["\(item.title).enabled"] = String(item.isEnabled) }
    return properties
  }
}
