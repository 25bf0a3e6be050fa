import RxLite
import UIKitLite

extension Reactive where Base: ActivityIndicator {
  /// Binds whether the indicator animates: `true` starts it, `false` stops it.
  @MainActor public var isAnimating: Binder<Bool> {
    Binder(base) { indicator, isAnimating in
      if isAnimating {
        indicator.startAnimating()
      } else {
        indicator.stopAnimating()
      }
    }
  }
}
