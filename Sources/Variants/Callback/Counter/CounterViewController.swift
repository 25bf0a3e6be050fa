// Callback style. The view controller asks, the view model answers: each button's
// target-action calls one view-model method and hands it a `callback:` closure, and the view
// model calls that closure back with the new count. The controller renders inside the
// closure, capturing `[weak self]` so an answer that arrives after the screen is gone does
// nothing. There is no observation and no shared state: one question, one answer, one render.

import Domain
import Storyboards
import UIKitLite

/// The counter screen: target-action in, callbacks out.
@MainActor
final class CounterViewController: ViewController {
  private let viewModel: CounterViewModel
  private let counterView = CounterView()

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
    viewModel.loadCount { [weak self] count in
      self?.showCount(count)
    }
  }

  // MARK: - Actions

  private func countUpButtonTapped() {
    viewModel.incrementCount { [weak self] count in
      self?.showCount(count)
    }
  }

  private func countDownButtonTapped() {
    viewModel.decrementCount { [weak self] count in
      self?.showCount(count)
    }
  }

  private func countResetButtonTapped() {
    viewModel.resetCount { [weak self] count in
      self?.showCount(count)
    }
  }

  private func countUpTenButtonTapped() {
    viewModel.incrementCountByTen { [weak self] count in
      self?.showCount(count)
    }
  }

  private func countDownTenButtonTapped() {
    viewModel.decrementCountByTen { [weak self] count in
      self?.showCount(count)
    }
  }

  // MARK: - Rendering

  private func showCount(_ count: Int) {
    countLabel.text = CounterStrings.countText(count)
  }
}
