/// The counter screen's visible text, shared by every variant.
public enum CounterStrings {
  public static let countUpButtonTitle = "+1"
  public static let countDownButtonTitle = "-1"
  public static let countResetButtonTitle = "Reset"
  public static let countUpTenButtonTitle = "+10"
  public static let countDownTenButtonTitle = "-10"

  /// The label text for `count`: plain decimal, `-` for negatives, no grouping.
  public static func countText(_ count: Int) -> String {
    String(count)
  }
}
