import MainLoop
import Storyboards
import StoreLite
import Testing
import UIKitLite

@testable import StoreVariant

@MainActor
@Suite("Store counter view controller")
struct StoreCounterViewControllerTests {
  private let loop = MainLoop(mode: .virtual)

  private func makeStore(count: Int) -> Store<CounterFeature.State, CounterFeature.Action> {
    Store(initialState: CounterFeature.State(count: count)) { CounterFeature() }
  }

  @Test func loadingTheViewRendersTheStoresCountOnce() throws {
    let viewController = CounterViewController(store: makeStore(count: -4))
    let view = try #require(viewController.view as? CounterView)
    #expect(view.countLabel.text == "-4")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func eachTapSendsOneActionAndRendersOnce() throws {
    let store = makeStore(count: 0)
    let viewController = CounterViewController(store: store)
    let view = try #require(viewController.view as? CounterView)
    loop.settle { view.countUpTenButton.tap() }
    loop.settle { view.countDownButton.tap() }
    #expect(store.state.count == 9)
    #expect(view.countLabel.text == "9")
    loop.settle { view.countResetButton.tap() }
    loop.settle { view.countResetButton.tap() }
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 5)
  }

  @Test func theStoreDoesNotKeepTheControllerAlive() throws {
    let store = makeStore(count: 1)
    weak var released: CounterViewController?
    do {
      let viewController = CounterViewController(store: store)
      released = viewController
      let view = try #require(viewController.view as? CounterView)
      loop.settle { view.countUpButton.tap() }
    }
    #expect(released == nil)
    loop.settle { store.send(.countUpButtonTapped) }
    #expect(store.state.count == 3)
  }
}
