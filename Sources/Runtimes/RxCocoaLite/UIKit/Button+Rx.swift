import RxLite
import UIKitLite

extension Reactive where Base: Button {
  /// The user's taps (`.touchUpInside`).
  @MainActor public var tap: ControlEvent<Void> {
    controlEvent(.touchUpInside)
  }

  /// Binds the button's title for `controlState`.
  @MainActor public func title(for controlState: ControlState = .normal) -> Binder<String?> {
    Binder(base) { button, title in
      button.setTitle(title, for: controlState)
    }
  }
}
