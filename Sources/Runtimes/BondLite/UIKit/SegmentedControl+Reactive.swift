import UIKitLite

extension ReactiveExtensions where Base: SegmentedControl {
  /// The selected segment: observing sends the current index, then the index after each user
  /// choice (`.valueChanged`); binding selects it.
  @MainActor
  public var selectedSegmentIndex: DynamicSubject<Int> {
    DynamicSubject(
      target: base, signal: controlEvents(.valueChanged).eraseType(),
      get: { control in control.selectedSegmentIndex },
      set: { control, index in control.selectedSegmentIndex = index })
  }
}
