// Rx MVVM. The view controller owns no state and makes no decisions: in `viewDidLoad` it
// binds each button's `rx.tap` into the view model's `Input`, and drives the label from the
// view model's `Output`, then it is done. The view model turns the taps into a stream of
// counts held in a private relay, and exposes the text as a `Driver`, which cannot error,
// delivers on the main thread and replays the current text to the label when it subscribes.
// Every subscription goes into a `DisposeBag`, so releasing the controller ends them all.

import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The counter screen: button taps bound in, the count text driven out.
@MainActor
final class CounterViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: CounterViewModel
  }

  private let viewModel: CounterViewModel
  private let counterView = CounterView()
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
    super.init()
  }

  // MARK: - Outlets

  private var countLabel: Label { counterView.countLabel }
  private var countUpButton: Button { counterView.countUpButton }
  private var countDownButton: Button { counterView.countDownButton }
  private var countResetButton: Button { counterView.countResetButton }
  private var countUpTenButton: Button { counterView.countUpTenButton }
  private var countDownTenButton: Button { counterView.countDownTenButton }

  // MARK: - Lifecycle

  override func loadView() {
    setView(counterView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindInput()
    bindOutput()
  }

  // MARK: - Bindings

  private func bindInput() {
    let input = viewModel.input
    countUpButton.rx.tap
      .bind(to: input.countUpButtonTapped)
      .disposed(by: disposeBag)
    countDownButton.rx.tap
      .bind(to: input.countDownButtonTapped)
      .disposed(by: disposeBag)
    countResetButton.rx.tap
      .bind(to: input.countResetButtonTapped)
      .disposed(by: disposeBag)
    countUpTenButton.rx.tap
      .bind(to: input.countUpTenButtonTapped)
      .disposed(by: disposeBag)
    countDownTenButton.rx.tap
      .bind(to: input.countDownTenButtonTapped)
      .disposed(by: disposeBag)
  }

  private func bindOutput() {
    viewModel.output.countText
      .drive(countLabel.rx.text)
      .disposed(by: disposeBag)
  }
}
