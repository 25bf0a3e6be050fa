import RxLite
import UIKitLite

extension Reactive where Base: Label {
  /// Binds the label's text.
  @MainActor public var text: Binder<String?> {
    Binder(base) { label, text in
      label.text = text
    }
  }
}
