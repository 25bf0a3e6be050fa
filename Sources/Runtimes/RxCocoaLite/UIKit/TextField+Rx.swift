import RxLite
import UIKitLite

extension Reactive where Base: TextField {
  /// The field's text: the current text on subscription, then each edit the user makes.
  ///
  /// Binding a value sets the text only when it differs, so the field is not redrawn for
  /// nothing.
  @MainActor public var text: ControlProperty<String?> {
    value
  }

  /// The field's text (the same property as ``text``).
  @MainActor public var value: ControlProperty<String?> {
    controlProperty(
      editingEvents: [.editingChanged, .valueChanged],
      getter: { field in field.text },
      setter: { field, value in
        if field.text != value { field.text = value }
      })
  }
}
