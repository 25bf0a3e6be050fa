import UIKitLite

extension ReactiveExtensions where Base: TextField {
  /// The field's text: observing sends the current text, then the text after each edit
  /// (`.editingChanged`); binding sets it (which, as in UIKit, sends no edit event).
  @MainActor
  public var text: DynamicSubject<String?> {
    DynamicSubject(
      target: base, signal: controlEvents(.editingChanged).eraseType(),
      get: { field in field.text }, set: { field, text in field.text = text })
  }
}
