// Store style, in the manner of The Composable Architecture. The screen holds no state of its
// own: each button sends the store an action named for what the user did, the store runs the
// reducer (the one place the count changes) and then hands the whole new state to the view,
// which renders it. One action, one reduce, one render — even a reset at zero, which changes
// nothing, renders once, because the view re-renders the state after every action.

import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The counter screen: actions in, state out.
@MainActor
final class CounterViewController: ViewController {
  private let store: Store<CounterFeature.State, CounterFeature.Action>
  private let counterView = CounterView()
  private var observation: AnyCancellable?

  init(store: Store<CounterFeature.State, CounterFeature.Action>) {
    self.store = store
    super.init()
  }

  // MARK: - Outlets

  private var countLabel: Label { counterView.countLabel }

  // MARK: - Lifecycle

  override func loadView() {
    setView(counterView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let buttons: [(Button, CounterFeature.Action)] = [
      (counterView.countUpButton, .countUpButtonTapped),
      (counterView.countDownButton, .countDownButtonTapped),
      (counterView.countResetButton, .countResetButtonTapped),
      (counterView.countUpTenButton, .countUpTenButtonTapped),
      (counterView.countDownTenButton, .countDownTenButtonTapped),
    ]
    for (button, action) in buttons {
      button.addAction(
        UIKitLite.Action { [weak self] _, _ in self?.store.send(action) }, for: .touchUpInside)
    }
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  // MARK: - Rendering

  private func render(_ state: CounterFeature.State) {
    countLabel.text = CounterStrings.countText(state.count)
  }
}
