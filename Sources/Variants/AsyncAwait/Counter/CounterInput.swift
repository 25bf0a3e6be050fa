/// What the user did on the counter screen, as the view controller yields it into the view
/// model's input stream.
enum CounterInput: Sendable {
  case countUpButtonTapped
  case countDownButtonTapped
  case countResetButtonTapped
  case countUpTenButtonTapped
  case countDownTenButtonTapped
}
