/// An editable line of text (the stand-in for `UITextField`).
///
/// Setting ``text`` in code sends no event, as in UIKit; ``type(_:)`` is what a user does.
@MainActor
open class TextField: Control {
  public var text: String? = "" {
    didSet { setNeedsDisplay() }
  }
  public var placeholder: String?

  public init(identifier: String? = nil, placeholder: String? = nil) {
    self.placeholder = placeholder
    super.init(identifier: identifier)
  }

  /// A user's edit that leaves the field holding `newText`: sends `.editingChanged`.
  @discardableResult
  public func type(_ newText: String) -> Bool {
    guard isEnabled, isHitTestable else { return false }
    text = newText
    sendActions(for: .editingChanged)
    return true
  }

  open override var snapshotKind: String { "textField" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("text", shown(text ?? "")), ("enabled", String(isEnabled))]
  }

  /// The snapshot's properties, with the text whole: the app's value, not what is shown.
  open override var inspectableProperties: [String: String] {
    var properties = super.inspectableProperties
    properties["text"] = quoted(text ?? "")
    return properties
  }
}
