// Rx MVVM, as RxExample writes it. The view controller owns no state and makes no decisions:
// in `viewDidLoad` it hands each button's `rx.tap` to the view model's `transform(input:)`
// and drives the label from the `Output` it gets back, then it is done. The view model keeps
// no subject and subscribes to nothing: the taps become changes, `scan` folds them into
// counts, and the text is a `Driver`, which cannot error, delivers on the main thread and
// replays the current text to the label when it subscribes. Every subscription goes into a
// `DisposeBag`, so releasing the controller ends them all.

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
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    let output = viewModel.transform(
      input: CounterViewModel.Input(
        countUpButtonTapped: countUpButton.rx.tap.asSignal(),
        countDownButtonTapped: countDownButton.rx.tap.asSignal(),
        countResetButtonTapped: countResetButton.rx.tap.asSignal(),
        countUpTenButtonTapped: countUpTenButton.rx.tap.asSignal(),
        countDownTenButtonTapped: countDownTenButton.rx.tap.asSignal()))
    output.countText
      .drive(countLabel.rx.text)
      .disposed(by: disposeBag)
  }
}
