// Bond style. The view model exposes the count as an `Observable<Int>`; the controller wires
// everything once, in `viewDidLoad`, as bindings: each button's `reactive.tap` signal is
// observed with `observeNext` and tells the view model what the user did, and the count is
// mapped to text and bound to `countLabel.reactive.text`. Binding sends the current value at
// once (the first render) and every later value after it. Each binding goes into the
// controller's `DisposeBag`, so they all end when the controller does.

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
      self?.viewModel.countUpButtonTapped()
    }.dispose(in: bag)
    countDownButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.countDownButtonTapped()
    }.dispose(in: bag)
    countResetButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.countResetButtonTapped()
    }.dispose(in: bag)
    countUpTenButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.countUpTenButtonTapped()
    }.dispose(in: bag)
    countDownTenButton.reactive.tap.observeNext { [weak self] in
      self?.viewModel.countDownTenButtonTapped()
    }.dispose(in: bag)
    viewModel.count.map(CounterStrings.countText).bind(to: countLabel.reactive.text)
      .dispose(in: bag)
  }
}
