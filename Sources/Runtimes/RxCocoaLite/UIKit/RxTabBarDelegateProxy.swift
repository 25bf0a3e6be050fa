import RxLite
import UIKitLite

extension TabBar: HasDelegate {
  /// The tab bar's delegate type.
  public typealias Delegate = TabBarDelegate
}

/// The delegate proxy of a ``TabBar``: forwards each selection to the tab bar's previous
/// delegate, then emits it.
@MainActor
open class RxTabBarDelegateProxy: DelegateProxy<TabBar, TabBarDelegate>, DelegateProxyType,
  TabBarDelegate
{
  /// The tab bar the proxy is installed on.
  public private(set) weak var tabBar: TabBar?

  let didSelectItemSubject = PublishSubject<TabBarItem>()

  /// Creates a proxy for `tabBar`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(tabBar: ParentObject) {
    self.tabBar = tabBar
    super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
  }

  /// Completes the proxy's sequences: its parent is gone.
  isolated deinit {
    didSelectItemSubject.on(.completed)
  }

  /// Registers the proxy for every tab bar.
  public static func registerKnownImplementations() {
    register { RxTabBarDelegateProxy(tabBar: $0) }
  }

  // MARK: - TabBarDelegate

  /// Forwards the selection, then emits it.
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    forwardToDelegate()?.tabBar(tabBar, didSelect: item)
    didSelectItemSubject.on(.next(item))
  }
}
