// Bond style. The view model exposes the count as an `Observable<Int>`; the controller wires
// everything once, in `viewDidLoad`, as bindings: each button's `reactive.tap` signal is
// observed with `observeNext` and calls the view model's input for it (`increment()`), and
// the count is mapped to text and bound to `countLabel.reactive.text`. Binding sends the
// current value at once (the first render) and every later value after it. A binding ends by
// itself when its target (the label) is deallocated; the tap observations are not bindings,
// so they go into the controller's `DisposeBag` and end with the controller.

import BondLite
import Domain
import Storyboards
import UIKitLite

/// The counter screen: reactive taps in, a bound label out.
@MainActor
final class CounterViewController: ViewController {
  private let viewModel: CounterViewModel
  private let counterView = CounterView()
  private let bag = DisposeBag()

  init(viewModel: CounterViewModel) {
    self.viewModel = viewModel
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
    countUpButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.increment()
    }.dispose(in: bag)
    countDownButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.decrement()
    }.dispose(in: bag)
    countResetButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.reset()
    }.dispose(in: bag)
    countUpTenButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.incrementByTen()
    }.dispose(in: bag)
    countDownTenButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.decrementByTen()
    }.dispose(in: bag)
    viewModel.count.map(CounterStrings.countText).bind(to: countLabel.reactive.text)
  }
}
