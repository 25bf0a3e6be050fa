import CoreLocationLite

/// What a user sees on a ``Window``, as deterministic, human-readable lines: one per visible
/// identified widget (`kind identifier name=value …`), details indented beneath it, then the
/// alert if one is presented, then the system's permission prompt if one is showing; while the
/// app is in the background, the home screen and the status bar's location indicator instead.
public struct ScreenSnapshot: Sendable, Equatable, CustomStringConvertible {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }

  @MainActor
  init(window: Window) {
    if let device = window.locationDevice, device.isAppInBackground {
      lines = [
        "homeScreen locationIndicator=\(device.showsBackgroundLocationIndicator)"
      ]
      return
    }
    var lines: [String] = []
    if let visible = window.visibleViewController {
      if let title = visible.title { lines.append("title \(shown(title))") }
      if visible.isViewLoaded { Self.render(visible.view, into: &lines) }
    } else {
      lines.append("no screen")
    }
    if let alert = window.presentedAlert { lines.append(alert.snapshotLine) }
    if let prompt = window.locationDevice?.prompt { lines.append(prompt.snapshotLine) }
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

extension AuthorizationPrompt {
  /// The snapshot line of the system's location permission prompt: the access the app asked
  /// for, and the statuses its buttons lead to.
  public var snapshotLine: String {
    "systemPrompt location requested=\(rawValue)"
      + " answers=[\(answers.map(\.rawValue).joined(separator: ", "))]"
  }
}
