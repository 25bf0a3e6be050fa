// KVO style. The count lives in a key-value observable model: `CounterModel.count` is
// `@Dynamic`, as it would be `@objc dynamic` on iOS, so every set notifies its observers. The
// buttons only change the model; none of them touches the label. The controller observes the
// model's "count" key path with the classic string-keyed API and renders in
// `observeValue(forKeyPath:of:change:context:)`, the one place the label is set. As Apple's KVO
// guide has it, the controller registers with a context pointer only it can make (the address
// of a private static variable), handles the notifications that carry it, and passes any other
// to the superclass. Observing is a registration the controller must balance: it adds itself
// when it appears and removes itself, with the same context, when it disappears, so a screen
// that is covered or torn down leaves no observation behind.

import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The counter screen: target-action in, key-value observation out.
@MainActor
final class CounterViewController: ViewController {
  /// The context this controller registers with: its notifications carry it, and no one
  /// else's can.
  private static var countContext = 0

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
      self, forKeyPath: CounterModel.countKeyPath, options: [.initial, .new],
      context: &Self.countContext)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    model.removeObserver(
      self, forKeyPath: CounterModel.countKeyPath, context: &Self.countContext)
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
    guard context == &Self.countContext else {
      superObserveValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
    guard let count = change?[.newKey] as? Int else { return }
    countLabel.text = CounterStrings.countText(count)
  }
}
