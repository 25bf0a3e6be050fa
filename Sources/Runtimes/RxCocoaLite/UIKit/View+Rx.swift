import RxLite
import UIKitLite

extension Reactive where Base: View {
  /// Binds whether the view is hidden.
  @MainActor public var isHidden: Binder<Bool> {
    Binder(base) { view, isHidden in
      view.isHidden = isHidden
    }
  }
}
