/// What a user sees on a ``Window``, as deterministic, human-readable lines: one per visible
/// identified widget (`kind identifier name=value …`), details indented beneath it, then the
/// alert if one is presented.
public struct ScreenSnapshot: Sendable, Equatable, CustomStringConvertible {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }

  @MainActor
  init(window: Window) {
    var lines: [String] = []
    if let visible = window.visibleViewController {
      if let title = visible.title { lines.append("title \(quoted(title))") }
      if visible.isViewLoaded { Self.render(visible.view, into: &lines) }
    } else {
      lines.append("no screen")
    }
    if let alert = window.presentedAlert { lines.append(alert.snapshotLine) }
    self.lines = lines
  }

  public var description: String { lines.joined(separator: "\n") }

  @MainActor
  private static func render(_ view: View, into lines: inout [String]) {
    if let identifier = view.accessibilityIdentifier {
      if view.isHidden {
        lines.append("\(view.snapshotKind) \(identifier) hidden")
        return
      }
      let attributes = view.snapshotAttributes.map { "\($0.name)=\($0.value)" }
      lines.append(([view.snapshotKind, identifier] + attributes).joined(separator: " "))
      lines += view.snapshotDetailLines.map { "  " + $0 }
    } else if view.isHidden {
      return
    }
    for subview in view.subviews { render(subview, into: &lines) }
  }
}
