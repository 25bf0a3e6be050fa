/// A read-only line of text (the stand-in for `UILabel`).
@MainActor
open class Label: View {
  public var text: String? {
    didSet { setNeedsDisplay() }
  }

  public init(identifier: String? = nil, text: String? = nil) {
    self.text = text
    super.init(identifier: identifier)
  }

  open override var snapshotKind: String { "label" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("text", shown(text ?? ""))]
  }

  /// The snapshot's properties, with the text whole.
  open override var inspectableProperties: [String: String] {
    var properties = super.inspectableProperties
    properties["text"] = quoted(text ?? "")
    return properties
  }
}
