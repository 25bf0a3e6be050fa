import UIKitLite

/// The part of a web view that shows the page: in snapshots, the text of the committed page
/// (`webView webView text="…"`).
@MainActor
public final class WKContentView: View {
  /// The committed page's text; empty before the first commit.
  public private(set) var text = ""

  func show(_ text: String) {
    self.text = text
    setNeedsDisplay()
  }

  public override var snapshotKind: String { "webView" }

  public override var snapshotAttributes: [(name: String, value: String)] {
    [("text", shown(text))]
  }

  /// The snapshot's properties, with the page's text whole.
  public override var inspectableProperties: [String: String] {
    var properties = super.inspectableProperties
    properties["text"] = quoted(text)
    return properties
  }
}
