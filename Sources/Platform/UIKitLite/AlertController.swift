/// A button of an alert (the stand-in for `UIAlertAction`).
@MainActor
public final class AlertAction {
  /// How the button is drawn (the stand-in for `UIAlertAction.Style`).
  public enum Style: Sendable {
    case `default`
    case cancel
    case destructive
  }

  public let title: String
  public let style: Style
  let handler: ((AlertAction) -> Void)?

  public init(title: String, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// A modal message with buttons (the stand-in for `UIAlertController` in `.alert` style).
@MainActor
public final class AlertController: ViewController {
  public let message: String?
  public private(set) var actions: [AlertAction] = []

  public init(title: String?, message: String?) {
    self.message = message
    super.init()
    self.title = title
  }

  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  /// A user's tap on the button titled `title`: dismisses the alert, then runs its handler.
  @discardableResult
  public func tapAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title }) else { return false }
    let presenter = presentingViewController
    presenter?.dismiss(animated: true)
    traceHandler(of: action, presenter: presenter) { action.handler?(action) }
    return true
  }

  /// The snapshot line of a presented alert.
  public var snapshotLine: String {
    "alert title=\(shown(title ?? "")) message=\(shown(message ?? ""))"
      + " actions=[\(actions.map(\.title).joined(separator: ", "))]"
  }
}
