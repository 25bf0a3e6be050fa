import CoreLocationLite

/// What a user could do on the screen as it is now: the controls a touch can reach, the
/// buttons of the alert or prompt covering the screen, and whether there is a screen to go
/// back to. Generated stories pick their next user step from it, so every step they write is
/// one the screen can take.
public struct ScreenAffordances: Sendable, Equatable {
  /// A control a touch can reach (neither it nor a view it sits in is hidden) and that takes
  /// input now.
  public enum Control: Sendable, Equatable {
    case button(id: String)
    case textField(id: String, text: String)
    case segmented(id: String, titles: [String])
    /// A tab bar's enabled items, by title.
    case tabBar(id: String, items: [String])
    case table(id: String, rows: Int)
    /// A map's markers, by annotation id, in the order it shows them.
    case map(id: String, markers: [String])
  }

  /// A button of the alert on screen.
  public struct AlertButton: Sendable, Equatable {
    public let title: String
    public let isCancel: Bool
  }

  /// Whether a screen is shown at all (false once torn down).
  public var isShowing = false
  /// Whether the user is on the home screen, the app running in the background.
  public var isInBackground = false
  /// The controls of the screen on display, in screen order. Empty while an alert or the
  /// permission prompt covers the screen: touches do not reach it then.
  public var controls: [Control] = []
  /// The buttons of the alert on screen; nil when none is showing.
  public var alertButtons: [AlertButton]?
  /// The answers the system's permission prompt offers; nil when none is showing.
  public var promptAnswers: [AuthorizationStatus]?
  /// Whether `back` has a screen to go back to.
  public var canGoBack = false
  /// Every widget identifier of the screen on display, hidden ones included.
  public var widgetIDs: [String] = []

  public init() {}
}
