import UIKitLite

extension ReactiveExtensions where Base: ActivityIndicator {
  /// Binds to whether the indicator animates: `true` starts it, `false` stops it.
  @MainActor
  public var isAnimating: Bond<Bool> {
    bond { indicator, isAnimating in
      if isAnimating {
        indicator.startAnimating()
      } else {
        indicator.stopAnimating()
      }
    }
  }
}
