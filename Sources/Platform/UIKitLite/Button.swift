/// A tappable button (the stand-in for `UIButton`).
@MainActor
open class Button: Control {
  public private(set) var title: String?

  public init(identifier: String? = nil, title: String? = nil) {
    self.title = title
    super.init(identifier: identifier)
  }

  /// Sets the title shown in the normal state.
  public func setTitle(_ title: String?, for state: ControlState = .normal) {
    self.title = title
    setNeedsDisplay()
  }

  /// A user's tap: sends `.touchUpInside` when the button is enabled and visible.
  ///
  /// - Returns: whether the tap reached the button.
  @discardableResult
  public func tap() -> Bool {
    guard isEnabled, isHitTestable else { return false }
    sendActions(for: .touchUpInside)
    return true
  }

  open override var snapshotKind: String { "button" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("title", shown(title ?? "")), ("enabled", String(isEnabled))]
  }

  /// The snapshot's properties, with the title whole.
  open override var inspectableProperties: [String: String] {
    var properties = super.inspectableProperties
    properties["title"] = quoted(title ?? "")
    return properties
  }
}

/// Control states for titles (only `.normal` is rendered).
public enum ControlState: Sendable {
  case normal
  case disabled
}
