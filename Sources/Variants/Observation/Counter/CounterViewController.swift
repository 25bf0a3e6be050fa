// Observation style. The count lives in an `@Observable` model; the buttons only change it and
// none of them touches the label. The label is set in one place, `renderCount()`, which runs
// inside a tracked render: `observe(on:)` runs it under `withObservationTracking`, so reading
// `model.count` is what subscribes the label to it — nothing is registered by name. The
// tracking fires once, before the change; the render runs again on the next turn of the main
// loop, after it, and re-arms. It is made when the screen appears (the first render) and
// cancelled when it disappears, so a covered or torn-down screen follows nothing.

import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The counter screen: target-action in, a tracked render out.
@MainActor
final class CounterViewController: ViewController {
  private let model: CounterModel
  private let mainLoop: MainLoop
  private let counterView = CounterView()
  private var countRender: TrackedRender?

  init(model: CounterModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
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
    countRender = observe(on: mainLoop) { [weak self] in self?.renderCount() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    countRender?.cancel()
    countRender = nil
  }

  // MARK: - Rendering

  /// Shows the count; reading the model here is what the tracked render follows.
  private func renderCount() {
    _ = model.revision
    countLabel.text = CounterStrings.countText(model.count)
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
