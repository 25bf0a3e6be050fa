import UIKitLite

extension ReactiveExtensions where Base: Button {
  /// Sends `()` on each tap (`.touchUpInside`).
  @MainActor
  public var tap: SafeSignal<Void> {
    controlEvents(.touchUpInside).eraseType()
  }

  /// Binds to the button's title.
  @MainActor
  public var title: Bond<String?> {
    bond { button, title in button.setTitle(title, for: .normal) }
  }
}
