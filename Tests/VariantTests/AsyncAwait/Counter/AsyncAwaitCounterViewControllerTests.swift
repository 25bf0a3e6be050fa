import AsyncPlatform
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await counter view controller")
struct AsyncAwaitCounterViewControllerTests {
  private let loop = MainLoop()

  @Test func loadingShowsTheViewModelsCountOnceAfterOneTurn() throws {
    let viewController = CounterViewController(viewModel: CounterViewModel(initialCount: -4))
    let view = try loop.settle { try #require(viewController.view as? CounterView) }
    #expect(view.countLabel.text == "-4")
    #expect(view.countLabel.renderCount == 1)
  }

  @Test func eachTapRendersTheNextCountOnce() throws {
    let viewController = CounterViewController(viewModel: CounterViewModel(initialCount: 0))
    let view = try loop.settle { try #require(viewController.view as? CounterView) }
    loop.settle { view.countUpTenButton.tap() }
    #expect(view.countLabel.text == "10")
    loop.settle { view.countDownButton.tap() }
    #expect(view.countLabel.text == "9")
    loop.settle {
      view.countDownTenButton.tap()
      view.countDownTenButton.tap()
    }
    #expect(view.countLabel.text == "-11")
    loop.settle { view.countResetButton.tap() }
    #expect(view.countLabel.text == "0")
    #expect(view.countLabel.renderCount == 6)
  }

  @Test func releasingTheControllerEndsItsTasksAndFreesTheViewModel() throws {
    let liveBefore = SceneTasks.live
    weak var releasedController: CounterViewController?
    weak var releasedViewModel: CounterViewModel?
    try loop.settle {
      let viewModel = CounterViewModel(initialCount: 1)
      let viewController = CounterViewController(viewModel: viewModel)
      releasedController = viewController
      releasedViewModel = viewModel
      _ = try #require(viewController.view as? CounterView)
    }
    loop.settle {}
    #expect(releasedController == nil)
    #expect(releasedViewModel == nil)
    #expect(SceneTasks.live == liveBefore)
  }
}
