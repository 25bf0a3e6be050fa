import UIKitLite

extension ReactiveExtensions where Base: Label {
  /// Binds to the label's text.
  @MainActor
  public var text: Bond<String?> {
    bond { label, text in label.text = text }
  }
}
