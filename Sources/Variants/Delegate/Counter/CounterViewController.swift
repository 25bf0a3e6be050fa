// Delegate style. The presenter owns the count; the view controller only forwards user events
// to it and renders what the presenter tells it through `CounterPresenterDelegate`. Every
// change to the presenter's `count` goes out through its `didSet`, so the view cannot miss
// one. The controller sets itself as the presenter's `weak var delegate` once, when it loads,
// the way a Cocoa object's delegate is set; setting it shows the current count, and a freed
// screen is simply a nil delegate.

import Domain
import Storyboards
import UIKitLite

/// The counter screen: target-action in, delegate calls out.
@MainActor
final class CounterViewController: ViewController {
  private let presenter: CounterPresenter
  private let counterView = CounterView()

  init(presenter: CounterPresenter) {
    self.presenter = presenter
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
    countUpButton.addTarget(
      self, action: CounterViewController.countUpButtonTapped, for: .touchUpInside)
    countDownButton.addTarget(
      self, action: CounterViewController.countDownButtonTapped, for: .touchUpInside)
    countResetButton.addTarget(
      self, action: CounterViewController.countResetButtonTapped, for: .touchUpInside)
    countUpTenButton.addTarget(
      self, action: CounterViewController.countUpTenButtonTapped, for: .touchUpInside)
    countDownTenButton.addTarget(
      self, action: CounterViewController.countDownTenButtonTapped, for: .touchUpInside)
    presenter.delegate = self
  }

  // MARK: - Actions

  private func countUpButtonTapped() {
    presenter.incrementCount()
  }

  private func countDownButtonTapped() {
    presenter.decrementCount()
  }

  private func countResetButtonTapped() {
    presenter.resetCount()
  }

  private func countUpTenButtonTapped() {
    presenter.incrementCountByTen()
  }

  private func countDownTenButtonTapped() {
    presenter.decrementCountByTen()
  }
}

// MARK: - CounterPresenterDelegate

extension CounterViewController: CounterPresenterDelegate {
  func counterPresenter(_ presenter: CounterPresenter, didUpdateCount count: Int) {
    countLabel.text = CounterStrings.countText(count)
  }
}
