import RxLite
import UIKitLite

extension Reactive where Base: SegmentedControl {
  /// The selected segment: the current index on subscription, then each user choice.
  @MainActor public var selectedSegmentIndex: ControlProperty<Int> {
    value
  }

  /// The selected segment (the same property as ``selectedSegmentIndex``).
  @MainActor public var value: ControlProperty<Int> {
    controlProperty(
      editingEvents: [.editingChanged, .valueChanged],
      getter: { control in control.selectedSegmentIndex },
      setter: { control, index in
        control.selectedSegmentIndex = index
      })
  }
}
