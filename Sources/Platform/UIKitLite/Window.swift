import CoreLocationLite

/// The screen: shows one root view controller and renders it to a snapshot
/// (the stand-in for `UIWindow`).
@MainActor
public final class Window {
  /// Setting a new root makes the old one disappear and the new one load and appear.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let presented = oldValue?.presentedViewController { presented.disappear() }
      oldValue?.disappear()
      rootViewController?.appear()
    }
  }

  /// The phone's location system: its permission prompt covers the app, and while the app is
  /// in the background the screen shows the home screen with the status bar's location
  /// indicator instead of the app.
  public var locationDevice: SimulatedLocationDevice?

  public init() {}

  /// The controller whose view fills the screen: the top of a navigation stack, or the root.
  public var visibleViewController: ViewController? {
    guard let root = rootViewController else { return nil }
    if let navigation = root as? NavigationController { return navigation.topViewController }
    return root
  }

  /// The alert on screen, if any.
  public var presentedAlert: AlertController? {
    var candidates: [ViewController] = []
    if let root = rootViewController { candidates.append(root) }
    if let visible = visibleViewController, visible !== rootViewController {
      candidates.append(visible)
    }
    for candidate in candidates {
      if let alert = candidate.presentedViewController as? AlertController { return alert }
    }
    return nil
  }

  /// The identified view on screen with `identifier` (alerts are not views).
  public func view(withIdentifier identifier: String) -> View? {
    guard let visible = visibleViewController, visible.isViewLoaded else { return nil }
    return visible.view.view(withIdentifier: identifier)
  }

  /// What a user sees now, as deterministic text.
  public func snapshot() -> ScreenSnapshot {
    ScreenSnapshot(window: self)
  }
}
