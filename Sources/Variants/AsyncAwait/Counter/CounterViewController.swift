// Async-await style. Each button yields what the user did into an `AsyncStream`; a task runs
// the view model over that stream, and a second task renders every count the view model
// publishes, with `for await`. Both tasks belong to the controller's `SceneTasks`, so they
// are cancelled when the screen goes away, and the loops end at their next `await`.

import AsyncPlatform
import Domain
import Storyboards
import UIKitLite

/// The counter screen: buttons into an input stream, counts out of the view model's stream.
@MainActor
final class CounterViewController: ViewController {
  private let viewModel: CounterViewModel
  private let counterView = CounterView()
  private let tasks = SceneTasks()
  private let (inputs, input) = AsyncStream<CounterInput>.makeStream()

  init(viewModel: CounterViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  override func loadView() {
    setView(counterView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    send(.countUpButtonTapped, from: counterView.countUpButton)
    send(.countDownButtonTapped, from: counterView.countDownButton)
    send(.countResetButtonTapped, from: counterView.countResetButton)
    send(.countUpTenButtonTapped, from: counterView.countUpTenButton)
    send(.countDownTenButtonTapped, from: counterView.countDownTenButton)
    tasks.run { [viewModel, inputs] in
      await viewModel.run(inputs: inputs)
    }
    tasks.run { [weak self, counts = viewModel.counts] in
      for await count in counts {
        self?.showCount(count)
      }
    }
  }

  // MARK: - Inputs

  private func send(_ event: CounterInput, from button: Button) {
    button.addAction(Action { [input] _, _ in input.yield(event) }, for: .touchUpInside)
  }

  // MARK: - Rendering

  private func showCount(_ count: Int) {
    counterView.countLabel.text = CounterStrings.countText(count)
  }
}
