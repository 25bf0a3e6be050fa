// Store style, in the manner of The Composable Architecture 1.x. The screen holds no state of
// its own: each button sends the store an action named for what the user did, the store runs
// the reducer (the one place the count changes), and `observe { … }` renders what it read —
// `store.count` — again after every set of it. One action, one reduce, one render — even a
// reset at zero, which changes nothing, renders once, because every set counts as a change.

import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The counter screen: actions in, state out.
@MainActor
final class CounterViewController: ViewController {
  private let store: Store<CounterFeature.State, CounterFeature.Action>
  private let counterView = CounterView()
  private var observation: ObserveToken?

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
    observation = observe { [weak self] in
      guard let self else { return }
      countLabel.text = CounterStrings.countText(store.count)
    }
  }
}
