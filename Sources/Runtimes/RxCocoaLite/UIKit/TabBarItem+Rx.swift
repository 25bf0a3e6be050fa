import RxLite
import UIKitLite

extension Reactive where Base: TabBarItem {
  /// Binds whether the item can be selected.
  @MainActor public var isEnabled: Binder<Bool> {
    Binder(base) { item, isEnabled in
      item.isEnabled = isEnabled
    }
  }
}
