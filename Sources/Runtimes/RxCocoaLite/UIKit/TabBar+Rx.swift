import RxLite
import UIKitLite

extension Reactive where Base: TabBar {
  /// The tab bar's delegate proxy.
  @MainActor public var delegate: DelegateProxy<TabBar, TabBarDelegate> {
    RxTabBarDelegateProxy.proxy(for: base)
  }

  /// The items the user selects.
  @MainActor public var didSelectItem: ControlEvent<TabBarItem> {
    ControlEvent(events: RxTabBarDelegateProxy.proxy(for: base).didSelectItemSubject)
  }
}
