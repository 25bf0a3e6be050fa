/// A stack of screens with push and pop (the stand-in for `UINavigationController`).
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []
  private var isVisible = false

  public init(rootViewController: ViewController) {
    super.init()
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  public var topViewController: ViewController? { viewControllers.last }

  public func pushViewController(_ viewController: ViewController, animated: Bool) {
    if isVisible { topViewController?.disappear() }
    viewControllers.append(viewController)
    viewController.navigationController = self
    if isVisible { viewController.appear() }
  }

  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    if isVisible {
      popped.disappear()
      topViewController?.appear()
    }
    popped.navigationController = nil
    return popped
  }

  override func appear() {
    super.appear()
    isVisible = true
    topViewController?.appear()
  }

  override func disappear() {
    topViewController?.disappear()
    isVisible = false
    super.disappear()
  }
}
