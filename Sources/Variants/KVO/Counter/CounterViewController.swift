// KVO style. The count lives in a key-value observable model: `CounterModel.count` is
// `@Dynamic`, as it would be `@objc dynamic` on iOS, so every set notifies its observers. The
// buttons only change the model; none of them touches the label. The controller observes the
// model's "count" key path with the classic string-keyed API and renders in
// `observeValue(forKeyPath:of:change:context:)`, the one place the label is set. Observing is a
// registration the controller must balance: it adds itself when it appears and removes itself
// when it disappears, so a screen that is covered or torn down leaves no observation behind.

import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The counter screen: target-action in, key-value observation out.
@MainActor
final class CounterViewController: ViewController {
  private let model: CounterModel
  private let counterView = CounterView()

  init(model: CounterModel) {
    self.model = model
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
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    model.addObserver(
      self, forKeyPath: CounterModel.countKeyPath, options: [.initial, .new], context: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    model.removeObserver(self, forKeyPath: CounterModel.countKeyPath)
  }

  // MARK: - Actions

  private func countUpButtonTapped() {
    model.increment()
  }

  private func countDownButtonTapped() {
    model.decrement()
  }

  private func countResetButtonTapped() {
    model.reset()
  }

  private func countUpTenButtonTapped() {
    model.incrementByTen()
  }

  private func countDownTenButtonTapped() {
    model.decrementByTen()
  }
}

// MARK: - Key-value observing

extension CounterViewController: @MainActor NSKeyValueObserving {
  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard keyPath == CounterModel.countKeyPath, (object as AnyObject?) === model,
      let count = change?[.newKey] as? Int
    else { return }
    countLabel.text = CounterStrings.countText(count)
  }
}
