/// One navigation of a web view, as its delegate sees it: an identity shared by every callback
/// of the same load (the stand-in for `WKNavigation`).
@MainActor
public final class WKNavigation {
  /// The action that started it.
  public let action: WKNavigationAction

  init(action: WKNavigationAction) {
    self.action = action
  }
}
