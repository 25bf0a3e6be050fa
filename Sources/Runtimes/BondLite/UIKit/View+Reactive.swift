import UIKitLite

extension View: ReactiveExtensionsProvider {}

extension ReactiveExtensions where Base: View {
  /// Binds to the view's `isHidden`.
  @MainActor
  public var isHidden: Bond<Bool> {
    bond { view, isHidden in view.isHidden = isHidden }
  }
}
