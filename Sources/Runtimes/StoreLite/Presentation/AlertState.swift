/// An alert as state: its title, message and buttons, each button with the action it sends.
///
/// A reducer sets `state.alert = AlertState(…)` and the view presents it; tapping a button
/// sends `.alert(.presented(action))`, or `.alert(.dismiss)` for a button without one. Equal
/// alerts are different alerts when set twice: each value has an id of its own.
public struct AlertState<Action>: Identifiable {
  public let id = ObservableStateID()
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  /// An alert with `title`, `message` and `buttons` (an OK button when none is given).
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [ButtonState(label: "OK")] : buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Equal when they show the same and send the same; the id is left out.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Sendable where Action: Sendable {}

/// One button of an ``AlertState``.
public struct ButtonState<Action> {
  /// How the button looks.
  public enum Role: Sendable, Equatable {
    case cancel
    case destructive
  }

  public var role: Role?
  public var action: Action?
  public var label: String

  /// A button labelled `label` that sends `action` (nil: it only dismisses).
  public init(role: Role? = nil, action: Action? = nil, label: String) {
    self.role = role
    self.action = action
    self.label = label
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Sendable where Action: Sendable {}

/// What a presented feature (an alert) tells its parent: one of its actions, or that it was
/// dismissed.
public enum PresentationAction<Action> {
  case dismiss
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  public struct AllCasePaths {
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(embed: { _ in .dismiss }) {
        guard case .dismiss = $0 else { return nil }
        return ()
      }
    }

    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(embed: { .presented($0) }) {
        guard case .presented(let action) = $0 else { return nil }
        return action
      }
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
