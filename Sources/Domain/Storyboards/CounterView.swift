import Domain
import UIKitLite

/// The counter screen's layout, shared by every variant (the stand-in for its storyboard):
/// a count label and five buttons. Variants load it in `loadView()` and wire its outlets.
@MainActor
public final class CounterView: View {
  public let countLabel = Label(identifier: "countLabel")
  public let countUpButton = Button(
    identifier: "countUpButton", title: CounterStrings.countUpButtonTitle)
  public let countDownButton = Button(
    identifier: "countDownButton", title: CounterStrings.countDownButtonTitle)
  public let countResetButton = Button(
    identifier: "countResetButton", title: CounterStrings.countResetButtonTitle)
  public let countUpTenButton = Button(
    identifier: "countUpTenButton", title: CounterStrings.countUpTenButtonTitle)
  public let countDownTenButton = Button(
    identifier: "countDownTenButton", title: CounterStrings.countDownTenButtonTitle)

  public init() {
    super.init(identifier: "counterScreen")
    for widget in [
      countLabel, countUpButton, countDownButton, countResetButton, countUpTenButton,
      countDownTenButton,
    ] {
      addSubview(widget)
    }
  }

  public override var snapshotKind: String { "screen" }
}
